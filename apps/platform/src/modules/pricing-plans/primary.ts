import type { Plan, WebhookIdentity } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { recordPlanNotification } from './notifications';
import { assertNotArchived, requirePlan } from './plan-store';
import { fullPlanToWire } from './to-wire';
import { save } from './writes';

/**
 * One primary plan per site (the partial unique index of 0002). Changes of the primary plan take a
 * per-site advisory lock, so two concurrent calls queue instead of tripping the index.
 */
async function lockPrimary(tx: Db, siteId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`plan-primary:${siteId}`}))`);
}

/** Clears the current primary (if any) and records the change; returns its id. */
async function unsetPrimary(
  tx: Db,
  siteId: string,
  now: Date,
  identity: WebhookIdentity | undefined,
  except?: string,
) {
  const cleared = await tx
    .update(pricingPlans)
    .set({ isPrimary: false, updatedAt: now })
    .where(
      and(
        eq(pricingPlans.siteId, siteId),
        eq(pricingPlans.isPrimary, true),
        except ? sql`${pricingPlans.id} <> ${except}` : undefined,
      ),
    )
    .returning();
  for (const row of cleared)
    await recordPlanNotification(tx, siteId, row.id, 'updated', fullPlanToWire(row), identity);
}

export async function makePlanPrimary(
  db: Db,
  siteId: string,
  id: string,
  now: Date,
  identity?: WebhookIdentity,
): Promise<Plan> {
  return db.transaction(async (tx) => {
    await lockPrimary(tx, siteId);
    const plan = assertNotArchived(
      await requirePlan(tx, siteId, id, true),
      'An archived plan cannot be made primary',
    );
    if (plan.isPrimary) return fullPlanToWire(plan);
    await unsetPrimary(tx, siteId, now, identity, id);
    const wire = fullPlanToWire(await save(tx, siteId, id, { isPrimary: true, updatedAt: now }));
    await recordPlanNotification(tx, siteId, id, 'updated', wire, identity);
    return wire;
  });
}

export async function clearPrimary(
  db: Db,
  siteId: string,
  now: Date,
  identity?: WebhookIdentity,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPrimary(tx, siteId);
    await unsetPrimary(tx, siteId, now, identity);
  });
}
