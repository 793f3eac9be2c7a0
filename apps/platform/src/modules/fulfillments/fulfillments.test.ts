import { FulfillmentsResponse, GetOrderResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder } from '../orders/test-kit';
import { memberToken } from '../pricing-plans/test-kit';
import { DEMO_MEMBER } from '../../seed/members';

const t = useTestApp();
const { asOwner: call } = useCallers(t);
beforeAll(async () => {
  await setPremium(t.db, true);
});

async function orderOf(orderId: string) {
  const res = await call('GET', `/ecom/v1/orders/${orderId}`);
  return GetOrderResponse.parse(res.json()).order;
}

const fulfill = (orderId: string, lineItems: object[]) =>
  call('POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
    fulfillment: {
      lineItems,
      trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' },
    },
  });

describe('order fulfillments', () => {
  it('records fulfillments_updated per change, and order_updated when the status moves', async () => {
    const { orderId } = await placedOrder(t, 0, 2);
    const line = (await orderOf(orderId)).lineItems[0]!;
    const first = await fulfill(orderId, [{ id: line.id, quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(200);
    const partial = FulfillmentsResponse.parse(first.json()).orderWithFulfillments;
    expect((await orderOf(orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const second = await fulfill(orderId, [{ id: line.id, quantity: 1 }]);
    const full = FulfillmentsResponse.parse(second.json()).orderWithFulfillments;
    const order = await orderOf(orderId);
    expect(order.fulfillmentStatus).toBe('FULFILLED');

    const fulfillments = await outboxOf(t.db, 'wix.ecom.v1.order_fulfillments', orderId);
    expect(fulfillments).toEqual([
      expect.objectContaining({
        eventType: 'wix.ecom.v1.order_fulfillments_fulfillments_updated',
        aggregateId: orderId,
        payload: { orderWithFulfillments: partial },
        identity: ownerIdentity,
      }),
      expect.objectContaining({ payload: { orderWithFulfillments: full } }),
    ]);
    const updates = (await outboxOf(t.db, 'wix.ecom.v1.order', orderId)).filter(
      (e) => e.eventType === 'wix.ecom.v1.order_updated',
    );
    expect(
      updates.map((e) => (e.payload as { fulfillmentStatus: string }).fulfillmentStatus),
    ).toEqual(['PARTIALLY_FULFILLED', 'FULFILLED']);
    expect(updates[1]).toMatchObject({ payload: order, identity: ownerIdentity });

    const removed = await call(
      'DELETE',
      `/ecom/v1/fulfillments/${full.fulfillments[1]!.id}/orders/${orderId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await orderOf(orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(await outboxOf(t.db, 'wix.ecom.v1.order_fulfillments', orderId)).toHaveLength(3);
  });

  it('refuses more than was ordered, unknown lines and bad input, recording nothing', async () => {
    const { orderId, token } = await placedOrder(t);
    const line = (await orderOf(orderId)).lineItems[0]!;
    const over = await fulfill(orderId, [{ id: line.id, quantity: 2 }]);
    expect([over.statusCode, over.json().details.applicationError.code]).toEqual([
      400,
      'FULFILLMENT_QUANTITY_EXCEEDED',
    ]);
    const unknown = await fulfill(orderId, [{ id: 'no-such-line', quantity: 1 }]);
    expect(unknown.statusCode).toBe(404);
    const bad = await fulfill(orderId, [{ id: line.id, quantity: 0 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe(
      'fulfillment.lineItems.0.quantity',
    );
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`,
      headers: { authorization: token },
      payload: { fulfillment: { lineItems: [{ id: line.id, quantity: 1 }] } },
    });
    expect(visitor.statusCode).toBe(403);
    expect(await outboxOf(t.db, 'wix.ecom.v1.order_fulfillments', orderId)).toEqual([]);
  });

  it('lets the buyer, a member, read their own order’s fulfillments; anyone else’s is 403', async () => {
    const member = await memberToken(t.db, DEMO_MEMBER.id);
    const { orderId } = await placedOrder(t, 0, 1, member);
    const line = (await orderOf(orderId)).lineItems[0]!;
    const made = await fulfill(orderId, [{ id: line.id, quantity: 1 }]);
    const expected = FulfillmentsResponse.parse(made.json());
    const read = (authorization: string, id = orderId) =>
      t.app.inject({
        method: 'GET',
        url: `/ecom/v1/fulfillments/orders/${id}`,
        headers: { authorization },
      });
    const own = await read(member);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(expected);
    const stranger = await read(await memberToken(t.db));
    expect([stranger.statusCode, stranger.json().details.applicationError.code]).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect((await read(member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'POST',
      url: `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`,
      headers: { authorization: member },
      payload: { fulfillment: { lineItems: [{ id: line.id, quantity: 1 }] } },
    });
    expect(write.statusCode).toBe(403);
  });
});
