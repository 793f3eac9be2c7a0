import type {
  ListPlansByItemIdentifierRequest,
  ListPlansByItemIdentifierResponse,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { orderDates, purchasesOf } from '../plan-orders';
import { planV3ToWire, type PlanRow } from '../pricing-plans';
import { benefitsCovering } from './store';
import { benefitInfoToWire } from './to-wire';

/** The most plan benefits one answer lists (the reference's bound). */
const MAX_PLAN_BENEFITS = 100;

/**
 * Whether a plan bought now can be in force at `target`: never for a date already past; a plan
 * whose buyer picks the start date (`CUSTOM` start) can start by then; any other starts at
 * purchase and must not have ended by then (the end its order would get, by the one set of
 * period rules).
 */
function coversDate(plan: PlanRow, target: Date, now: Date): boolean {
  if (target < now) return false;
  if (plan.allowFutureStartDate) return true;
  const { endDate } = orderDates(now, plan);
  return !endDate || target < endDate;
}

/** A member who bought the plan as many times as it may be bought per member cannot buy it. */
async function limitReached(db: Db, caller: Caller, plan: PlanRow): Promise<boolean> {
  const max = plan.maxPurchasesPerBuyer;
  if (!max || caller.identity.type !== 'MEMBER') return false;
  return (await purchasesOf(db, caller.siteId, plan.id, caller.identity.id)) >= max;
}

/**
 * List Plans By Item Identifier (docs/protocol.md §2.7): the plans a customer can buy now that
 * cover the item, once per benefit that covers it. For a visitor the per-member purchase limits
 * are skipped; this platform keeps no site-wide limits, so none apply.
 */
export async function listPlansByItemIdentifier(
  db: Db,
  caller: Caller,
  input: ListPlansByItemIdentifierRequest,
): Promise<ListPlansByItemIdentifierResponse> {
  const { externalId = '', category = '', providerAppId = '' } = input.itemIdentifier;
  // Every stored item names its record and its app: an omitted one (the empty value) matches none.
  if (!externalId || !providerAppId) return { planBenefits: [] };
  const target = input.targetDate ? new Date(input.targetDate) : caller.now;
  const rows = await benefitsCovering(
    db,
    caller.siteId,
    { externalId, category, providerAppId },
    input.count ?? 1,
  );
  const buyable = new Map<string, boolean>();
  const planBenefits: ListPlansByItemIdentifierResponse['planBenefits'] = [];
  for (const row of rows) {
    if (!buyable.has(row.plan.id))
      buyable.set(
        row.plan.id,
        coversDate(row.plan, target, caller.now) && !(await limitReached(db, caller, row.plan)),
      );
    if (!buyable.get(row.plan.id)) continue;
    planBenefits.push({
      planInfo: { plan: planV3ToWire(row.plan) },
      benefitInfo: benefitInfoToWire(row.benefit, row),
    });
    if (planBenefits.length === MAX_PLAN_BENEFITS) break;
  }
  return { planBenefits };
}
