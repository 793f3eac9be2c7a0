import type { WebhookIdentity, WebhookSlug } from '@headless/contract';
import type { Db } from '../../db/client';
import { recordEntityEvent } from '../../outbox/record';

export const PLAN_ORDER_FQDN = 'wix.pricing_plans.v2.order';

/** Plan order notifications: the catalog's slugs of the order entity (`<fqdn>_<slug>`). */
export type OrderNotification = WebhookSlug<typeof PLAN_ORDER_FQDN>;

/**
 * Recorded in the caller's transaction, so the change and its notification commit together.
 * `payload` is the action body (`{order, ...}`); created and updated carry the order itself, so
 * for them its `order` is unwrapped.
 */
export async function recordOrderNotifications(
  tx: Db,
  siteId: string,
  orderId: string,
  notifications: OrderNotification[],
  payload: Record<string, unknown>,
  identity?: WebhookIdentity,
): Promise<void> {
  const entity = (payload.order as Record<string, unknown> | undefined) ?? payload;
  for (const n of notifications)
    await recordEntityEvent(tx, {
      siteId,
      entity: PLAN_ORDER_FQDN,
      slug: n,
      entityId: orderId,
      record: entity,
      body: payload,
      identity,
    });
}
