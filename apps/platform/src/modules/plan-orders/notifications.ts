import type { WebhookSlug } from '@headless/contract';
import type { Db } from '../../db/client';
import { entityEventRecorder, type EntityEvent } from '../../outbox/record';

export const PLAN_ORDER_FQDN = 'wix.pricing_plans.v2.order';

/** Plan order notifications: the catalog's slugs of the order entity (`<fqdn>_<slug>`). */
export type OrderNotification = WebhookSlug<typeof PLAN_ORDER_FQDN>;

const recordOrderEvent = entityEventRecorder(PLAN_ORDER_FQDN, 'order');

/**
 * Records these notifications of one order, in the order given, in the caller's transaction, so
 * the change and its notifications commit together. Created and updated carry the order itself,
 * the actions `{order, ...extra}`.
 */
export async function recordOrderNotifications(
  tx: Db,
  notifications: OrderNotification[],
  event: Omit<EntityEvent<typeof PLAN_ORDER_FQDN>, 'slug'>,
): Promise<void> {
  for (const slug of notifications) await recordOrderEvent(tx, { ...event, slug });
}
