import type { Plan } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema/pricing-plans';
import type { Caller } from '../../kernel/caller';
import { recordPlanEvent } from './notifications';
import { assertNotArchived, requirePlan } from './plan-store';
import { fullPlanToWire } from './to-wire';
import { saveUpdated } from './writes';

/**
 * One primary plan per site (the partial unique index of 0002). Changes of the primary plan take a
 * per-site advisory lock, so two concurrent calls queue instead of tripping the index.
 */
async function lockPrimary(tx: Db, siteId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`plan-primary:${siteId}`}))`);
}

/** Clears the current primary (if any) and records the change; returns its id. */
async function unsetPrimary(tx: Db, caller: Caller, except?: string) {
  const { siteId, now } = caller;
  const cleared = await tx
    .update(pricingPlans)
    .set({ isPrimary: false, updatedAt: now, revision: sql`${pricingPlans.revision} + 1` })
    .where(
      and(
        eq(pricingPlans.siteId, siteId),
        eq(pricingPlans.isPrimary, true),
        except ? sql`${pricingPlans.id} <> ${except}` : undefined,
      ),
    )
    .returning();
  for (const row of cleared) {
    const wire = fullPlanToWire(row);
    await recordPlanEvent(tx, { siteId, slug: 'updated', entityId: row.id, wire, caller });
  }
}

export async function makePlanPrimary(db: Db, caller: Caller, id: string): Promise<Plan> {
  return db.transaction(async (tx) => {
    await lockPrimary(tx, caller.siteId);
    const plan = assertNotArchived(
      await requirePlan(tx, caller.siteId, id, true),
      'An archived plan cannot be made primary',
    );
    if (plan.isPrimary) return fullPlanToWire(plan);
    await unsetPrimary(tx, caller, id);
    return saveUpdated(tx, caller, id, { isPrimary: true });
  });
}

export async function clearPrimary(db: Db, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPrimary(tx, caller.siteId);
    await unsetPrimary(tx, caller);
  });
}
