import {
  PRICING_PLANS_NAMESPACE,
  PricingPlansErrorCode,
  type BulkCreateBenefitItemsRequest,
  type BulkCreateBenefitItemsResponse,
  type PoolDefinition,
  type PoolDefinitionInput,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  pricingPlanBenefitItems as items,
  pricingPlanBenefits as benefits,
} from '../../db/schema/pricing-plans';
import type { Caller } from '../../kernel/caller';
import { notFound, validationError } from '../../kernel/errors';
import { findPlan } from '../pricing-plans';
import { credits } from './to-wire';
import { bulkActionMetadata } from '../../kernel/bulk';

/**
 * The Pricing Plans app's program definition of a plan: this platform gives it the plan's own id
 * (the real platform makes one when the plan is made; an app reads it by the plan's id either way).
 */
export async function programDefinitionOf(
  db: Db,
  caller: Caller,
  query: { externalId: string; namespace: string },
) {
  const plan =
    query.namespace === PRICING_PLANS_NAMESPACE
      ? await findPlan(db, caller.siteId, query.externalId)
      : undefined;
  if (!plan)
    throw notFound(
      PricingPlansErrorCode.programDefinitionNotFound,
      `No program definition of ${query.externalId} in ${query.namespace}`,
      query,
    );
  return {
    programDefinition: {
      id: plan.id,
      namespace: PRICING_PLANS_NAMESPACE,
      externalId: plan.id,
      displayName: plan.name,
    },
  };
}

/** A price above 0 needs credits to pay it with; a benefit key names one benefit of the pool. */
function assertBenefits(input: PoolDefinitionInput): void {
  const { benefits: list, creditConfiguration } = input.details;
  const violations = list.flatMap((b, i) => {
    const field = `poolDefinition.details.benefits.${i}`;
    if (list.findIndex((o) => o.benefitKey === b.benefitKey) !== i)
      return [{ field: `${field}.benefitKey`, description: 'is already a benefit of this pool' }];
    if (Number(b.price ?? 0) > 0 && !creditConfiguration)
      return [{ field: `${field}.price`, description: 'needs details.creditConfiguration' }];
    return [];
  });
  if (violations.length)
    throw validationError(violations.map((v) => ({ ...v, violatedRule: 'VALIDATION' as const })));
}

/**
 * Create Pool Definition, on a plan's program definition: one benefit row per benefit (its id is
 * the benefit's item set), each keeping the pool's credit configuration.
 */
export async function createPoolDefinition(
  db: Db,
  caller: Caller,
  input: PoolDefinitionInput,
): Promise<{ poolDefinition: PoolDefinition }> {
  assertBenefits(input);
  const [planId] = input.programDefinitionIds;
  const { programDefinition } = await programDefinitionOf(db, caller, {
    externalId: planId!,
    namespace: input.namespace,
  });
  const poolDefinitionId = randomUUID();
  const credit = input.details.creditConfiguration;
  const rows = await db
    .insert(benefits)
    .values(
      input.details.benefits.map((b) => ({
        siteId: caller.siteId,
        planId: programDefinition.id,
        poolDefinitionId,
        benefitKey: b.benefitKey,
        providerAppId: b.providerAppId,
        displayName: b.displayName ?? null,
        description: b.description ?? null,
        price: b.price ?? '0',
        creditAmount: credit?.amount ?? null,
        creditUnitDisplayName: credit?.unitDisplayName ?? null,
        createdAt: caller.now,
      })),
    )
    .returning();
  return {
    poolDefinition: {
      id: poolDefinitionId,
      namespace: input.namespace,
      ...(input.displayName ? { displayName: input.displayName } : {}),
      programDefinitionIds: [programDefinition.id],
      details: {
        benefits: rows.map((r) => ({
          benefitKey: r.benefitKey,
          itemSetId: r.id,
          providerAppId: r.providerAppId,
          price: credits(r.price),
          ...(r.displayName ? { displayName: r.displayName } : {}),
          ...(r.description ? { description: r.description } : {}),
        })),
        ...(credit ? { creditConfiguration: credit } : {}),
      },
    },
  };
}

type Results = BulkCreateBenefitItemsResponse['results'];

/**
 * Bulk Create Items: each item joins its benefit's item set (once: adding it again answers the
 * item it is). An item set of another site, or an item whose app is not its benefit's provider,
 * fails alone, as a bulk call's items do.
 */
export async function bulkCreateItems(
  db: Db,
  caller: Caller,
  { items: input, returnEntity }: BulkCreateBenefitItemsRequest,
): Promise<BulkCreateBenefitItemsResponse> {
  const sets = await db
    .select({ id: benefits.id, providerAppId: benefits.providerAppId })
    .from(benefits)
    .where(
      and(
        eq(benefits.siteId, caller.siteId),
        inArray(
          benefits.id,
          input.map((i) => i.itemSetId),
        ),
      ),
    );
  const providerOf = new Map(sets.map((s) => [s.id, s.providerAppId]));
  const results: Results = [];
  for (const [originalIndex, item] of input.entries()) {
    // Items of the plans' benefits are in the Pricing Plans app's namespace.
    const provider =
      item.namespace === PRICING_PLANS_NAMESPACE ? providerOf.get(item.itemSetId) : undefined;
    const error = !provider
      ? { code: PricingPlansErrorCode.itemSetNotFound, description: 'No benefit has this item set' }
      : provider !== item.providerAppId
        ? {
            code: PricingPlansErrorCode.itemProviderMismatch,
            description: "An item's app must be its benefit's provider app",
          }
        : undefined;
    if (error) {
      results.push({ itemMetadata: { originalIndex, success: false, error } });
      continue;
    }
    const category = item.category ?? '';
    const [row] = await db
      .insert(items)
      .values({
        benefitId: item.itemSetId,
        siteId: caller.siteId,
        category,
        externalId: item.externalId,
      })
      .onConflictDoUpdate({
        target: [items.benefitId, items.category, items.externalId],
        set: { category },
      })
      .returning({ id: items.id });
    const created = { ...item, id: row!.id, category };
    results.push({
      itemMetadata: { id: created.id, originalIndex, success: true },
      ...(returnEntity ? { item: created } : {}),
    });
  }
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}
