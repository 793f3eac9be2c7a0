import { FulfillmentsResponse, GetOrderResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder } from '../orders/test-kit';

const t = useTestApp();
const { asOwner: call, asVisitor } = useCallers(t);
beforeAll(async () => {
  await setPremium(t.db, true);
});
const FQDN = 'wix.ecom.v1.order_fulfillments';
const ups = { trackingNumber: '1Z999', shippingProvider: 'ups' };

/** A placed order with one fulfillment of its line. */
async function fulfilled() {
  const { orderId, token } = await placedOrder(t);
  const order = GetOrderResponse.parse((await call('GET', `/ecom/v1/orders/${orderId}`)).json());
  const line = order.order.lineItems[0]!;
  const res = await call('POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
    fulfillment: { lineItems: [{ id: line.id, quantity: 1 }], trackingInfo: ups },
  });
  const { fulfillments } = FulfillmentsResponse.parse(res.json()).orderWithFulfillments;
  return { orderId, token, fulfillmentId: fulfillments[0]!.id };
}

/** The official SDK's orderFulfillments.updateFulfillment. */
const update = (fulfillmentId: string, orderId: string, fulfillment: object) =>
  call('PATCH', `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`, { fulfillment });

describe('PATCH /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}', () => {
  it('changes the tracking info, recorded as fulfillments_updated; null removes it', async () => {
    const { orderId, fulfillmentId } = await fulfilled();
    const dhl = {
      trackingNumber: 'JD0001',
      shippingProvider: 'dhl',
      trackingLink: 'https://dhl.example/JD0001',
    };
    const res = await update(fulfillmentId, orderId, { id: fulfillmentId, trackingInfo: dhl });
    expect(res.statusCode, res.body).toBe(200);
    const after = FulfillmentsResponse.parse(res.json()).orderWithFulfillments;
    expect(after.fulfillments[0]).toMatchObject({
      id: fulfillmentId,
      trackingInfo: dhl,
      lineItems: [{ quantity: 1 }],
    });
    const events = await outboxOf(t.db, FQDN, orderId);
    expect(events.at(-1)).toMatchObject({
      eventType: `${FQDN}_fulfillments_updated`,
      payload: { orderWithFulfillments: after },
      identity: ownerIdentity,
    });
    const removed = await update(fulfillmentId, orderId, { trackingInfo: null });
    expect(removed.json().orderWithFulfillments.fulfillments[0].trackingInfo).toBeUndefined();
    expect(await outboxOf(t.db, FQDN, orderId)).toHaveLength(events.length + 1);
  });

  it('refuses its lines, another id, unknown fulfillments and anyone but the owner', async () => {
    const { orderId, fulfillmentId, token } = await fulfilled();
    const lines = await update(fulfillmentId, orderId, { lineItems: [] });
    expect(lines.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'fulfillment.lineItems',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    const other = await update(fulfillmentId, orderId, { id: orderId, trackingInfo: ups });
    expect(other.json().details.validationError.fieldViolations[0].field).toBe('fulfillment.id');
    expectAppError(
      await update(orderId, orderId, { trackingInfo: ups }),
      404,
      'FULFILLMENT_NOT_FOUND',
    );
    const visitor = await asVisitor(
      'PATCH',
      `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
      {
        fulfillment: { trackingInfo: ups },
      },
    );
    expectAppError(visitor, 403, 'FORBIDDEN');
    const buyer = await t.app.inject({
      method: 'PATCH',
      url: `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
      headers: { authorization: token },
      payload: { fulfillment: { trackingInfo: ups } },
    });
    expect(buyer.statusCode).toBe(403);
  });
});
