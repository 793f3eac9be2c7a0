import type { WebhookIdentity, WebhookSlug } from '@headless/contract';
import type { Db } from '../../db/client';
import { recordOutboxEvent } from '../../outbox/record';

export const PLAN_FQDN = 'wix.pricing_plans.v2.plan';

/** Plan notifications: the catalog's slugs of the plan entity (the real platform's webhooks). */
export type PlanNotification = WebhookSlug<typeof PLAN_FQDN>;

/**
 * Recorded in the caller's transaction, so the change and its notification commit together.
 * Created/updated carry the plan itself; archived and buyer-can-cancel-updated `{plan}`.
 */
export async function recordPlanNotification(
  tx: Db,
  siteId: string,
  planId: string,
  notification: PlanNotification,
  payload: Record<string, unknown>,
  identity?: WebhookIdentity,
): Promise<void> {
  await recordOutboxEvent(tx, {
    siteId,
    eventType: `${PLAN_FQDN}_${notification}`,
    entityId: planId,
    payload,
    identity,
  });
}
