import {
  DiscountRuleErrorCode as Code,
  type CreateDiscountRuleRequest,
  type UpdateDiscountRuleRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { ecomDiscountRules as r } from '../../db/schema/ecom-pricing';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound } from '../../kernel/errors';
import { nextRevision, ownedRecords, type Slug } from '../../owned/records';
import type { DiscountRuleRow } from '../ecom';
import { assertStoresCatalog } from '../stores';
import { discountRuleToWire } from './to-wire';

type Input = Partial<CreateDiscountRuleRequest['discountRule']>;
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
  assertStoresCatalog(catalogItem.catalogAppId, `${SCOPE_FIELD}.catalogAppId`);
  out.discountType = discount.discountType;
  out.value = String(discount.percentage ?? discount.fixedAmount ?? discount.fixedPrice);
  out.catalogItemId = catalogItem.catalogItemIds?.[0] ?? null;
  return out;
}

const nameTaken = (name: string) =>
  conflict(Code.nameTaken, `A discount rule named "${name}" already exists`, { name });

const rules = ownedRecords({
  table: r,
  toWire: discountRuleToWire,
  entity: 'wix.ecom.discounts.v1.discount_rule',
  notFound: (id) =>
    notFound(Code.notFound, `Discount rule not found: ${id}`, { discountRuleId: id }),
});
type Params = { discountRuleId: string };

/** Also for the CLI, which writes rules itself: the rule as the API shows it, in `tx`. */
export async function recordRuleChange(tx: Db, caller: Caller, slug: Slug, row: DiscountRuleRow) {
  await rules.record(tx, caller, slug, row);
}

export async function createDiscountRule(
  db: Db,
  caller: Caller,
  input: CreateDiscountRuleRequest['discountRule'],
) {
  return rules.create(db, caller, {
    values: () => columnsOf(input) as typeof r.$inferInsert,
    taken: () => nameTaken(input.name),
  });
}

export async function getDiscountRule(db: Db, caller: Caller, { discountRuleId }: Params) {
  return rules.read(db, caller, { id: discountRuleId });
}

export async function updateDiscountRule(
  db: Db,
  caller: Caller,
  { discountRuleId: id }: Params,
  patch: UpdateDiscountRuleRequest['discountRule'],
) {
  return rules.update(
    db,
    caller,
    { id },
    {
      changes: (current) => ({
        ...nextRevision(r.revision, current, patch.revision, (currentRevision) =>
          conflict(Code.revisionMismatch, 'The discount rule changed since it was read', {
            discountRuleId: id,
            currentRevision,
          }),
        ),
        ...columnsOf(patch),
      }),
      taken: (current) => nameTaken(patch.name ?? current.name),
    },
  );
}

export async function deleteDiscountRule(db: Db, caller: Caller, { discountRuleId }: Params) {
  await rules.remove(db, caller, { id: discountRuleId });
}
