import type { CreatePlanRequest, Plan, UpdatePlanRequest } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { onUniqueViolation } from '../../db/unique-violation';
import type { Caller } from '../../kernel/caller';
import { invalid } from '../../kernel/errors';
import { insertUnderFreeSlug } from '../../kernel/slug';
import { PricingPlansErrorCode } from '@headless/contract';
import { recordPlanEvent } from './notifications';
import { maskedInput, planValues } from './plan-input';
import { assertNotArchived, requirePlan } from './plan-store';
import { assertSlugFree, freeSlug, SLUG_CONSTRAINT, SLUG_KEY, slugify, slugTaken } from './slugs';
import { fullPlanToWire } from './to-wire';

/**
 * A new plan goes last in the owner's display order. A slug taken by a concurrent writer since the
 * check skips the insert (ON CONFLICT): the owner's slug is then refused, a generated one gives way
 * to the next free one.
 */
export async function createPlan(
  db: Db,
  caller: Caller,
  { plan }: CreatePlanRequest,
): Promise<Plan> {
  const { siteId, now } = caller;
  const values = planValues(plan);
  if (plan.slug) await assertSlugFree(db, siteId, plan.slug);
  return db.transaction(async (tx) => {
    const insert = async (slug: string) => {
      const [inserted] = await tx
        .insert(pricingPlans)
        .values({
          ...values,
          name: plan.name,
          pricingKind: values.pricingKind!,
          priceMinor: values.priceMinor!,
          slug,
          siteId,
          sortOrder: sql`(SELECT coalesce(max(sort_order), -1) + 1 FROM pricing_plans WHERE site_id = ${siteId})`,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: SLUG_KEY })
        .returning();
      return inserted;
    };
    const row = plan.slug
      ? await insert(plan.slug)
      : await insertUnderFreeSlug(() => freeSlug(tx, siteId, slugify(plan.name)), insert);
    if (!row) throw slugTaken(plan.slug!);
    const wire = fullPlanToWire(row);
    await recordPlanEvent(tx, { siteId, slug: 'created', entityId: row.id, wire, caller });
    return wire;
  });
}

/** Applies the masked (else present) fields; archived plans stay as they are. */
export async function updatePlan(
  db: Db,
  caller: Caller,
  id: string,
  request: UpdatePlanRequest,
): Promise<Plan> {
  const { siteId, now } = caller;
  const input = maskedInput(request.plan, request.fieldMask);
  const values = planValues(input);
  if (input.slug) await assertSlugFree(db, siteId, input.slug, id);
  return db.transaction(async (tx) => {
    const before = assertNotArchived(await requirePlan(tx, siteId, id, true));
    const row = await onUniqueViolation(
      SLUG_CONSTRAINT,
      () => slugTaken(input.slug!),
      () => save(tx, siteId, id, { ...values, updatedAt: now }),
    );
    const wire = fullPlanToWire(row);
    await recordPlanEvent(tx, { siteId, slug: 'updated', entityId: id, wire, caller });
    if (before.buyerCanCancel !== row.buyerCanCancel) {
      const slug = 'buyer_can_cancel_updated';
      await recordPlanEvent(tx, { siteId, slug, entityId: id, wire, caller });
    }
    return wire;
  });
}

export async function setPlanVisibility(
  db: Db,
  caller: Caller,
  id: string,
  visible: boolean,
): Promise<Plan> {
  return db.transaction(async (tx) => {
    assertNotArchived(await requirePlan(tx, caller.siteId, id, true));
    return saveUpdated(tx, caller, id, { isPublic: visible });
  });
}

/** Sets these values on a locked plan, updated at the caller's `now`, and records `updated`. */
export async function saveUpdated(
  tx: Db,
  caller: Caller,
  id: string,
  values: Partial<typeof pricingPlans.$inferInsert>,
): Promise<Plan> {
  const { siteId, now } = caller;
  const wire = fullPlanToWire(await save(tx, siteId, id, { ...values, updatedAt: now }));
  await recordPlanEvent(tx, { siteId, slug: 'updated', entityId: id, wire, caller });
  return wire;
}

/** Archiving is final: the plan leaves the public list, stops selling and stops being primary. */
export async function archivePlan(db: Db, caller: Caller, id: string): Promise<Plan> {
  const { siteId, now } = caller;
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, siteId, id, true);
    if (plan.archived)
      throw invalid(PricingPlansErrorCode.planAlreadyArchived, 'The plan is already archived', {
        planId: id,
      });
    const row = await save(tx, siteId, id, { archived: true, isPrimary: false, updatedAt: now });
    const wire = fullPlanToWire(row);
    await recordPlanEvent(tx, { siteId, slug: 'archived', entityId: id, wire, caller });
    return wire;
  });
}

/** The one write of a plan's change: every change, on either wire, makes the next revision. */
export async function save(
  tx: Db,
  siteId: string,
  id: string,
  values: Partial<typeof pricingPlans.$inferInsert>,
) {
  const [row] = await tx
    .update(pricingPlans)
    .set({ ...values, revision: sql`${pricingPlans.revision} + 1` })
    .where(and(eq(pricingPlans.siteId, siteId), eq(pricingPlans.id, id)))
    .returning();
  return row!;
}
