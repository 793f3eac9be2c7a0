import { GetOrderResponse } from '@headless/contract';
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

/** The official SDK's orders.updateOrder: PATCH /ecom/v1/orders/{order.id} {order}. */
const update = (orderId: string, order: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'PATCH', url: `/ecom/v1/orders/${orderId}`, headers, payload: { order } });

const recipient = {
  address: { country: 'US', city: 'Portland', addressLine: '1 Main St', postalCode: '97201' },
  contactDetails: { firstName: 'Grace', lastName: 'Hopper', phone: '555-0100' },
};

describe('PATCH /ecom/v1/orders/{orderId}', () => {
  it('changes the fields the reference lets an owner change, recorded as order_updated', async () => {
    const { orderId } = await placedOrder(t);
    const before = (await outboxOf(t.db, 'wix.ecom.v1.order', orderId)).length;
    const res = await update(orderId, {
      id: orderId,
      buyerInfo: { email: 'new-buyer@example.com' },
      buyerLanguage: 'fr',
      recipientInfo: recipient,
      shippingInfo: { logistics: { shippingDestination: recipient } },
      archived: true,
      seenByAHuman: true,
      attributionSource: 'FACEBOOK_ADS',
      extendedFields: { namespaces: { '@acme/gifts': { wrapped: true } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = GetOrderResponse.parse(res.json());
    expect(order).toMatchObject({
      buyerInfo: { email: 'new-buyer@example.com' },
      buyerLanguage: 'fr',
      recipientInfo: recipient,
      archived: true,
      seenByAHuman: true,
      attributionSource: 'FACEBOOK_ADS',
      extendedFields: { namespaces: { '@acme/gifts': { wrapped: true } } },
    });
    if (order.shippingInfo)
      expect(order.shippingInfo.logistics.shippingDestination).toMatchObject(recipient);
    const read = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/orders/${orderId}`,
      headers: owner,
    });
    expect(read.json().order).toEqual(order);
    const events = (await outboxOf(t.db, 'wix.ecom.v1.order', orderId)).slice(before);
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'wix.ecom.v1.order_updated',
        payload: order,
        identity: ownerIdentity,
      }),
    ]);
    // null removes; nothing else moves.
    const cleared = await update(orderId, {
      buyerLanguage: null,
      extendedFields: null,
      archived: null,
    });
    const after = GetOrderResponse.parse(cleared.json()).order;
    expect(after.buyerLanguage).toBeUndefined();
    expect(after.extendedFields).toBeUndefined();
    expect([after.archived, after.recipientInfo]).toEqual([false, recipient]);
  });

  it('refuses the fields it may not change with a 400 naming them, and other callers', async () => {
    const { orderId, token } = await placedOrder(t);
    const refused = await update(orderId, {
      status: 'CANCELED',
      lineItems: [],
      buyerInfo: { memberId: 'm' },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused
      .json()
      .details.validationError.fieldViolations.map(
        (v: { field: string; violatedRule: string }) => `${v.field}:${v.violatedRule}`,
      );
    expect(fields).toEqual(
      expect.arrayContaining([
        'order.status:FIELD_NOT_ALLOWED',
        'order.lineItems:FIELD_NOT_ALLOWED',
        'order.buyerInfo.memberId:FIELD_NOT_ALLOWED',
      ]),
    );
    const other = await update(orderId, {
      id: '6f1c0c1e-2b1d-4c5e-9a4f-1d2e3f4a5b6c',
      buyerLanguage: 'de',
    });
    expect(other.json().details.validationError.fieldViolations[0].field).toBe('order.id');
    expectAppError(
      await update(orderId, { buyerLanguage: 'de' }, { authorization: token }),
      403,
      'FORBIDDEN',
    );
    expectAppError(
      await update('6f1c0c1e-2b1d-4c5e-9a4f-1d2e3f4a5b6c', { buyerLanguage: 'de' }),
      404,
      'ORDER_NOT_FOUND',
    );
  });
});
