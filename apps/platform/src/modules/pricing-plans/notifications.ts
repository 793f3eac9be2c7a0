import type { Db } from '../../db/client';
import { recordDomainEvent } from '../ecom/domain-events';

/** Plan notifications, as `domain_events.event_type` (the real platform's plan webhooks). */
export type PlanNotification = 'created' | 'updated' | 'archived' | 'buyer_can_cancel_updated';

export const PLAN_AGGREGATE = 'pricing-plan';

/** Recorded in the caller's transaction, so the change and its notification commit together. */
export async function recordPlanNotification(
  tx: Db,
  siteId: string,
  planId: string,
  notification: PlanNotification,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await recordDomainEvent(tx, {
    siteId,
    aggregateType: PLAN_AGGREGATE,
    aggregateId: planId,
    eventType: `pricing-plans/plan_${notification}`,
    payload,
  });
}
