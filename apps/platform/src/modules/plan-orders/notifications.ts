import type { Db } from '../../db/client';
import { recordDomainEvent } from '../ecom/domain-events';

/** Plan order notifications, as `domain_events.event_type` (the real platform's order webhooks). */
export type OrderNotification =
  | 'created'
  | 'purchased'
  | 'started'
  | 'updated'
  | 'canceled'
  | 'auto_renew_canceled'
  | 'paused'
  | 'resumed'
  | 'end_date_postponed'
  | 'cycle_started'
  | 'ended'
  | 'start_date_changed'
  | 'marked_as_paid';

export const ORDER_AGGREGATE = 'plan-order';

/** Recorded in the caller's transaction, so the change and its notification commit together. */
export async function recordOrderNotifications(
  tx: Db,
  siteId: string,
  orderId: string,
  notifications: OrderNotification[],
  payload: Record<string, unknown>,
): Promise<void> {
  for (const n of notifications)
    await recordDomainEvent(tx, {
      siteId,
      aggregateType: ORDER_AGGREGATE,
      aggregateId: orderId,
      eventType: `pricing-plans/order_${n}`,
      payload,
    });
}
