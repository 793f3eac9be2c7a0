import { AppId, GetOrderResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { ownerHeaders } from '../../../test/owner';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder } from './test-kit';

const t = useTestApp();
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerHeaders(t.db);
  await setPremium(t.db, true);
});

/** The official SDK's orders.importOrder: POST /ecom/v1/orders/import {order}. */
const importOrder = (order: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'POST', url: '/ecom/v1/orders/import', headers, payload: { order } });

const legacy = (over: object = {}) => ({
  number: '501',
  purchasedDate: '2024-03-01T10:00:00.000Z',
  lineItems: [
    {
      productName: { original: 'Vintage lamp' },
      catalogReference: { appId: AppId.storesCatalog, catalogItemId: 'legacy-lamp' },
      quantity: 2,
      price: { amount: '40.00' },
      itemType: { preset: 'PHYSICAL' },
    },
  ],
  buyerInfo: { email: 'old-customer@example.com' },
  status: 'APPROVED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'FULFILLED',
  currency: 'USD',
  priceSummary: {
    subtotal: { amount: '80' },
    shipping: { amount: '5' },
    total: { amount: '85.00' },
  },
  billingInfo: { contactDetails: { firstName: 'Old', lastName: 'Customer' } },
  channelInfo: { type: 'OTHER_PLATFORM' },
  ...over,
});

describe('POST /ecom/v1/orders/import', () => {
  it('stores the order as given, marked imported, recorded only as order_imported', async () => {
    const res = await importOrder(legacy());
    expect(res.statusCode, res.body).toBe(200);
    const { order } = GetOrderResponse.parse(res.json());
    expect(order).toMatchObject({
      number: '501',
      imported: true,
      purchasedDate: '2024-03-01T10:00:00.000Z',
      status: 'APPROVED',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      buyerInfo: { email: 'old-customer@example.com' },
      channelInfo: { type: 'OTHER_PLATFORM' },
      priceSummary: { subtotal: { amount: '80' }, total: { amount: '85' }, tax: { amount: '0' } },
      lineItems: [
        { productName: { original: 'Vintage lamp' }, quantity: 2, price: { amount: '40' } },
      ],
    });
    expect(order.checkoutId).toBeUndefined();
    const events = await outboxOf(t.db, 'wix.ecom.v1.order', order.id);
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'wix.ecom.v1.order_imported',
        payload: { order },
        identity: ownerIdentity,
      }),
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/orders/${order.id}`,
      headers: owner,
    });
    expect(read.json().order).toEqual(order);
    // Overwritten whole by its id; the number it had stays unless another is given.
    const again = await importOrder(
      legacy({ id: order.id, number: undefined, status: 'CANCELED' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order).toMatchObject({ id: order.id, number: '501', status: 'CANCELED' });
  });

  it('moves the order counter past an imported number; orders placed later follow it', async () => {
    await importOrder(legacy({ number: '90000' }));
    const { orderId } = await placedOrder(t);
    const placed = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/orders/${orderId}`,
      headers: owner,
    });
    expect(Number(placed.json().order.number)).toBeGreaterThan(90000);
    expectAppError(
      await importOrder(legacy({ number: '90000' })),
      409,
      'ORDER_NUMBER_ALREADY_EXISTS',
    );
  });

  it('never overwrites a placed order; refuses bad input and callers other than the owner', async () => {
    const { orderId, token } = await placedOrder(t);
    expectAppError(
      await importOrder(legacy({ id: orderId, number: undefined })),
      428,
      'CANNOT_OVERWRITE_NON_IMPORTED_ORDER',
    );
    const bad = await importOrder(legacy({ lineItems: [], paymentStatus: 'MAYBE' }));
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['order.lineItems', 'order.paymentStatus']));
    const cents = await importOrder(legacy({ priceSummary: { total: { amount: '1.005' } } }));
    expect(cents.json().details.validationError.fieldViolations[0].field).toBe(
      'order.priceSummary.total.amount',
    );
    expectAppError(await importOrder(legacy(), { authorization: token }), 403, 'FORBIDDEN');
  });
});
