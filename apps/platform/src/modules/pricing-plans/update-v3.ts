import type { PlanV3, UpdatePlanV3Input } from '@headless/contract';
import { PricingPlansErrorCode as Code } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onUniqueViolation } from '../../db/unique-violation';
import { pricingPlans } from '../../db/schema/pricing-plans';
import type { Caller } from '../../kernel/caller';
import { conflict, precondition } from '../../kernel/errors';
import { recordPlanEvent, recordPlanV3Event } from './notifications';
import { planValues } from './plan-input';
import { assertNotArchived, requirePlan } from './plan-store';
import { assertSlugFree, SLUG_CONSTRAINT, slugTaken } from './slugs';
import { fullPlanToWire } from './to-wire';
import { planV3ToWire } from './wire/plan-v3';
import { save } from './writes';
import { v2FieldsOf } from './writes-v3';

/**
 * Plans V3's update (docs/protocol.md §2.7) over the one plans store: the fields sent change, at
 * the revision the owner read. `buyable: false` stops the plan selling, which is v2's archive (and
 * records `archived`); an archived plan no longer changes, as on v2.
 */
export async function updatePlanV3(
  db: Db,
  caller: Caller,
  id: string,
  plan: UpdatePlanV3Input,
): Promise<PlanV3> {
  const { siteId, now } = caller;
  if (plan.slug) await assertSlugFree(db, siteId, plan.slug, id);
  return db.transaction(async (tx) => {
    const before = assertNotArchived(await requirePlan(tx, siteId, id, true));
    if (String(before.revision) !== plan.revision)
      throw conflict(Code.revisionMismatch, 'The plan changed since it was read', {
        planId: id,
        currentRevision: String(before.revision),
      });
    const archive = plan.buyable === false;
    const values = {
      ...planValues(v2FieldsOf(plan, before.currency)),
      ...(archive ? { archived: true, isPrimary: false } : {}),
      updatedAt: now,
    };
    const row = await onUniqueViolation(
      SLUG_CONSTRAINT,
      () => slugTaken(plan.slug!),
      () => save(tx, siteId, id, values),
    );
    const wire = fullPlanToWire(row);
    await recordPlanEvent(tx, { siteId, slug: 'updated', entityId: id, wire, caller });
    if (archive)
      await recordPlanEvent(tx, { siteId, slug: 'archived', entityId: id, wire, caller });
    if (before.buyerCanCancel !== row.buyerCanCancel) {
      const slug = 'buyer_can_cancel_updated';
      await recordPlanEvent(tx, { siteId, slug, entityId: id, wire, caller });
    }
    return planV3ToWire(row);
  });
}

/**
 * Plans V3's delete: a plan nobody ordered goes. One with orders stays, since its orders name it
 * (their history, renewals and cancellations read the plan); the owner stops it selling instead.
 */
export async function deletePlanV3(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await requirePlan(tx, caller.siteId, id, true);
    if (plan.hasOrders)
      throw precondition(
        Code.planHasOrders,
        'The plan has orders and cannot be deleted; update it with buyable: false to stop selling it',
        { planId: id },
      );
    await tx
      .delete(pricingPlans)
      .where(and(eq(pricingPlans.siteId, caller.siteId), eq(pricingPlans.id, id)));
    const wire = planV3ToWire(plan);
    await recordPlanV3Event(tx, {
      siteId: caller.siteId,
      slug: 'deleted',
      entityId: id,
      wire,
      caller,
    });
  });
}
