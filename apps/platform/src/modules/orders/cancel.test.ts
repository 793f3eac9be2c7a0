import { CancelOrderResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { ownerHeaders } from '../../../test/owner';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder as placedOrderOf } from './test-kit';

const t = useTestApp();
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerHeaders(t.db);
  await setPremium(t.db, true);
});

const placedOrder = (ageMs = 0) => placedOrderOf(t, ageMs);

const cancel = (orderId: string, headers: Record<string, string> = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/ecom/v1/orders/${orderId}/cancel`,
    headers,
    payload: {},
  });

describe('cancelling an eCommerce order', () => {
  it('cancels, and records order_canceled and order_updated with the order and the owner', async () => {
    const { orderId } = await placedOrder();
    // Placing it recorded created, approved and payment_status_updated; only what follows counts.
    const placed = (await outboxOf(t.db, 'wix.ecom.v1.order', orderId)).length;
    const res = await cancel(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = CancelOrderResponse.parse(res.json());
    expect(order.status).toBe('CANCELED');
    expect(order.activities.map((a) => a.type)).toContain('ORDER_CANCELED');
    const canceled = (await outboxOf(t.db, 'wix.ecom.v1.order', orderId)).slice(placed);
    expect(canceled).toEqual([
      expect.objectContaining({
        eventType: 'wix.ecom.v1.order_canceled',
        aggregateId: orderId,
        payload: { order },
        identity: ownerIdentity,
      }),
      expect.objectContaining({
        eventType: 'wix.ecom.v1.order_updated',
        payload: order,
        identity: ownerIdentity,
      }),
    ]);
    const again = await cancel(orderId);
    expect([again.statusCode, again.json().details.applicationError.code]).toEqual([
      400,
      'ORDER_ALREADY_CANCELED',
    ]);
    expect(await outboxOf(t.db, 'wix.ecom.v1.order', orderId)).toHaveLength(placed + 2);
  });

  it('is the owner’s; bad input gets the validation envelope; unknown orders 404', async () => {
    const { token, orderId } = await placedOrder();
    expect((await cancel(orderId, { authorization: token })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/ecom/v1/orders/${orderId}/cancel`,
      headers: owner,
      payload: { sendOrderCanceledEmail: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe(
      'sendOrderCanceledEmail',
    );
    expect((await cancel('not-an-order')).statusCode).toBe(404);
  });
});

describe('abandoned checkout recovered', () => {
  it('is recorded when a checkout completes more than an hour after its creation', async () => {
    const { checkoutId, orderId } = await placedOrder(2 * 3_600_000);
    const [event] = await outboxOf(t.db, 'wix.ecom.v1.abandoned_checkout', checkoutId);
    expect(event).toMatchObject({
      eventType: 'wix.ecom.v1.abandoned_checkout_recovered',
      aggregateId: checkoutId,
      identity: { identityType: 'ANONYMOUS_VISITOR' },
      payload: {
        abandonedCheckout: { id: checkoutId, checkoutId, status: 'RECOVERED' },
      },
    });
    const total = (event!.payload as { abandonedCheckout: { totalPrice: { amount: string } } })
      .abandonedCheckout.totalPrice.amount;
    expect(total).toMatch(/^\d+(\.\d+)?$/);
    expect(orderId).toBeTruthy();
  });

  it('is not recorded for a checkout completed within the hour', async () => {
    const { checkoutId } = await placedOrder();
    expect(await outboxOf(t.db, 'wix.ecom.v1.abandoned_checkout', checkoutId)).toEqual([]);
  });
});
