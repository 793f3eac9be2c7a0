import {
  DiscountRuleErrorCode as Code,
  STORES_CATALOG_APP_IDS,
  type CreateDiscountRuleRequest,
  type DiscountRule,
  type UpdateDiscountRuleRequest,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomDiscountRules as rules } from '../../db/schema/ecom-pricing';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import type { DiscountRuleRow } from '../ecom';
import { discountRuleToWire } from './to-wire';

type Input = Partial<CreateDiscountRuleRequest['discountRule']>;
type Slug = 'created' | 'updated' | 'deleted';
const SCOPE_FIELD = 'discountRule.discounts.values.0.specificItemsInfo.scopes.0.catalogItem';

/** The columns an input sets; only Stores catalog items can be discounted here. */
function columnsOf(input: Input): Partial<DiscountRuleRow> {
  const out: Partial<DiscountRuleRow> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.active !== undefined) out.active = input.active;
  if (input.activeTimeInfo !== undefined) {
    out.activeFrom = input.activeTimeInfo.start ? new Date(input.activeTimeInfo.start) : null;
    out.activeTo = input.activeTimeInfo.end ? new Date(input.activeTimeInfo.end) : null;
  }
  const discount = input.discounts?.values[0];
  if (!discount) return out;
  const { catalogItem } = discount.specificItemsInfo.scopes[0]!;
  if (!STORES_CATALOG_APP_IDS.includes(catalogItem.catalogAppId))
    throw validationError([
      {
        field: `${SCOPE_FIELD}.catalogAppId`,
        description: 'must be the Stores catalog',
        violatedRule: 'VALIDATION',
      },
    ]);
  out.discountType = discount.discountType;
  out.value = String(discount.percentage ?? discount.fixedAmount ?? discount.fixedPrice);
  out.catalogItemId = catalogItem.catalogItemIds?.[0] ?? null;
  return out;
}

const nameTaken = (name: string) =>
  conflict(Code.nameTaken, `A discount rule named "${name}" already exists`, { name });

/** Also for the CLI, which writes rules itself: the rule as the API shows it, in `tx`. */
export async function recordRuleChange(tx: Db, caller: Caller, slug: Slug, row: DiscountRuleRow) {
  await record(tx, caller, slug, discountRuleToWire(row, caller.now));
}

async function record(tx: Db, caller: Caller, slug: Slug, rule: DiscountRule) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.ecom.discounts.v1.discount_rule_${slug}`,
    entityId: rule.id,
    payload: rule,
    identity: caller.identity,
  });
}

export async function createDiscountRule(db: Db, caller: Caller, input: Input) {
  return db.transaction(async (tx) => {
    const values = columnsOf(input) as typeof rules.$inferInsert;
    const [row] = await tx
      .insert(rules)
      .values({ ...values, siteId: caller.siteId, createdAt: caller.now, updatedAt: caller.now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw nameTaken(values.name);
    const rule = discountRuleToWire(row, caller.now);
    await record(tx, caller, 'created', rule);
    return rule;
  });
}

async function lockRule(tx: Db, siteId: string, id: string): Promise<DiscountRuleRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(rules)
        .where(and(eq(rules.siteId, siteId), eq(rules.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound(Code.notFound, `Discount rule not found: ${id}`, { discountRuleId: id });
  return row;
}

export async function getDiscountRule(db: Db, caller: Caller, id: string) {
  const row = await db.transaction((tx) => lockRule(tx, caller.siteId, id));
  return discountRuleToWire(row, caller.now);
}

export async function updateDiscountRule(
  db: Db,
  caller: Caller,
  id: string,
  patch: UpdateDiscountRuleRequest['discountRule'],
) {
  return db.transaction(async (tx) => {
    const current = await lockRule(tx, caller.siteId, id);
    if (String(current.revision) !== patch.revision)
      throw conflict(Code.revisionMismatch, 'The discount rule changed since it was read', {
        discountRuleId: id,
        currentRevision: String(current.revision),
      });
    const [row] = await tx
      .update(rules)
      .set({ ...columnsOf(patch), revision: sql`${rules.revision} + 1`, updatedAt: caller.now })
      .where(eq(rules.id, current.id))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw nameTaken(patch.name ?? current.name);
        throw error;
      });
    const rule = discountRuleToWire(row!, caller.now);
    await record(tx, caller, 'updated', rule);
    return rule;
  });
}

export async function deleteDiscountRule(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockRule(tx, caller.siteId, id);
    await tx.delete(rules).where(eq(rules.id, row.id));
    await record(tx, caller, 'deleted', discountRuleToWire(row, caller.now));
  });
}
