import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder } from './test-kit';

const t = useTestApp();
const { asOwner } = useCallers(t);
beforeAll(async () => {
  await setPremium(t.db, true);
});

/**
 * On a site's own domain the SDK sends these modules' calls to their custom-host paths
 * (`/_api/ecom-orders/…`, `/_api/fulfillments/…`, `/ecom/discounts/…`, and Back In Stock's bare
 * `/v1/…`): each answers as its documented path does.
 */
describe('the owner’s ecom calls on the custom host', () => {
  it('reads an order and its fulfillments through both paths alike', async () => {
    const { orderId } = await placedOrder(t);
    const order = await asOwner('GET', `/ecom/v1/orders/${orderId}`);
    const custom = await asOwner('GET', `/_api/ecom-orders/v1/orders/${orderId}`);
    expect(custom.statusCode, custom.body).toBe(200);
    expect(custom.json()).toEqual(order.json());
    const fulfillments = await asOwner(
      'GET',
      `/_api/fulfillments/v1/fulfillments/orders/${orderId}`,
    );
    expect(fulfillments.statusCode, fulfillments.body).toBe(200);
    expect(fulfillments.json().orderWithFulfillments.orderId).toBe(orderId);
    const searched = await asOwner('POST', '/_api/ecom-orders/v1/orders/search', { search: {} });
    expect(searched.statusCode, searched.body).toBe(200);
  });

  it('queries discount rules and back-in-stock requests through both paths alike', async () => {
    const rules = await asOwner('POST', '/ecom/v1/discount-rules/query', { query: {} });
    const customRules = await asOwner('POST', '/ecom/discounts/v1/discount-rules/query', {
      query: {},
    });
    expect(customRules.statusCode, customRules.body).toBe(200);
    expect(customRules.json()).toEqual(rules.json());
    const requests = await asOwner(
      'GET',
      '/back-in-stock-service/v1/back-in-stock-notification-requests',
    );
    const customRequests = await asOwner('GET', '/v1/back-in-stock-notification-requests');
    expect(customRequests.statusCode, customRequests.body).toBe(200);
    expect(customRequests.json()).toEqual(requests.json());
  });
});
