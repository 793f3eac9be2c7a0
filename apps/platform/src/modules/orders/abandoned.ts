import type { Order, WebhookIdentity } from '@headless/contract';
import type { Db } from '../../db/client';
import { recordOutboxEvent } from '../../outbox/record';
import { orderToWire, type OrderRow } from './to-wire';
import type { CheckoutRow } from '../checkout';

/**
 * The real platform counts a checkout as abandoned when it is not completed within an hour of
 * its creation; completing it after that recovers it (docs/domain-events.md).
 */
export const ABANDONED_AFTER_MS = 3_600_000;

function buyerIdentity(checkout: CheckoutRow): WebhookIdentity {
  if (checkout.ownerType === 'ANONYMOUS_VISITOR')
    return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: checkout.ownerId };
  if (checkout.ownerType === 'MEMBER')
    return { identityType: 'MEMBER', memberId: checkout.ownerId };
  if (checkout.ownerType === 'WIX_USER')
    return { identityType: 'WIX_USER', wixUserId: checkout.ownerId };
  return { identityType: 'APP', appId: checkout.ownerId };
}

function abandonedCheckout(checkout: CheckoutRow, order: Order, abandonedAt: Date) {
  return {
    id: checkout.id,
    checkoutId: checkout.id,
    cartId: checkout.cartId,
    status: 'RECOVERED',
    createdDate: abandonedAt.toISOString(),
    updatedDate: order.createdDate,
    buyerInfo: order.buyerInfo,
    totalPrice: { amount: order.priceSummary.total.amount, currency: order.currency },
  };
}

/** In the completion's transaction: abandoned_checkout_recovered when the checkout was abandoned. */
export async function recordRecoveryIfAbandoned(tx: Db, checkout: CheckoutRow, order: OrderRow) {
  const abandonedAt = new Date(checkout.createdAt.getTime() + ABANDONED_AFTER_MS);
  if (order.createdAt < abandonedAt) return;
  const wire = orderToWire(order);
  await recordOutboxEvent(tx, {
    siteId: checkout.siteId,
    eventType: 'wix.ecom.v1.abandoned_checkout_recovered',
    entityId: checkout.id,
    payload: { abandonedCheckout: abandonedCheckout(checkout, wire, abandonedAt) },
    identity: buyerIdentity(checkout),
  });
}
