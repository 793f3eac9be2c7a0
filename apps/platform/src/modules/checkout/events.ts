import type { Db } from '../../db/client';
import { recordDomainEvent } from '../ecom/domain-events';

export type CheckoutEventType =
  | 'ecom/checkout_created'
  | 'ecom/checkout_updated'
  | 'ecom/checkout_completed'
  | 'ecom/order_placed'
  | 'ecom/order_paid'
  | 'ecom/cart_deleted';

const aggregateOf = (type: CheckoutEventType) =>
  type.startsWith('ecom/order_') ? 'order' : type === 'ecom/cart_deleted' ? 'cart' : 'checkout';

/** Into the shared outbox (`domain_events`), in the caller's transaction. */
export function recordCheckoutEvent(
  tx: Db,
  siteId: string,
  type: CheckoutEventType,
  aggregateId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  return recordDomainEvent(tx, {
    siteId,
    aggregateType: aggregateOf(type),
    aggregateId,
    eventType: type,
    payload,
  });
}
