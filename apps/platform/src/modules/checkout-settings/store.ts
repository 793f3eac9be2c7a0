import type { CheckoutSettings, UpdateCheckoutSettingsRequest } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomCheckoutSettings as s } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { entityEventRecorder } from '../../outbox/record';

type Row = typeof s.$inferSelect;

const recordSettingsEvent = entityEventRecorder(
  'wix.ecom.v1.checkout_settings',
  'checkoutSettings',
);

const toWire = (row: Row | undefined): CheckoutSettings => ({
  checkoutPolicies: row?.checkoutPolicies ?? {},
  ...(row ? { updatedDate: row.updatedAt.toISOString() } : {}),
});

/** A site that never changed them has the defaults: no policies. */
export async function getCheckoutSettings(db: Db, siteId: string): Promise<CheckoutSettings> {
  const [row] = await db.select().from(s).where(eq(s.siteId, siteId));
  return toWire(row);
}

/**
 * Replaces each policy given (the others stay), then records checkout_settings_updated with the
 * settings as they now are; the entity id is the site's, as there is one settings per site.
 */
export async function updateCheckoutSettings(
  db: Db,
  caller: Caller,
  input: UpdateCheckoutSettingsRequest['checkoutSettings'],
): Promise<CheckoutSettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(s).where(eq(s.siteId, caller.siteId)).for('update');
    const checkoutPolicies = { ...(current?.checkoutPolicies ?? {}), ...input.checkoutPolicies };
    const [row] = await tx
      .insert(s)
      .values({ siteId: caller.siteId, checkoutPolicies, updatedAt: caller.now })
      .onConflictDoUpdate({ target: s.siteId, set: { checkoutPolicies, updatedAt: caller.now } })
      .returning();
    const settings = toWire(row);
    const { siteId } = caller;
    await recordSettingsEvent(tx, {
      siteId,
      slug: 'updated',
      entityId: siteId,
      wire: settings,
      caller,
    });
    return settings;
  });
}
