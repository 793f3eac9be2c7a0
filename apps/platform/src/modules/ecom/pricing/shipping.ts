import type { ConditionOperator, ecomShippingRules } from '../../../db/schema/ecom-pricing';
import { lineTotal, type EngineLine } from './discounts';

export type ShippingRuleRow = typeof ecomShippingRules.$inferSelect;

export function compare(operator: ConditionOperator, actual: number, threshold: number): boolean {
  switch (operator) {
    case 'EQ':
      return actual === threshold;
    case 'GT':
      return actual > threshold;
    case 'GTE':
      return actual >= threshold;
    case 'LT':
      return actual < threshold;
    case 'LTE':
      return actual <= threshold;
  }
}

/** What shipping conditions look at: the shippable lines only. */
export interface ShipmentTotals {
  weight: number;
  price: number;
  quantity: number;
}

export function shipmentTotals(lines: EngineLine[]): ShipmentTotals {
  const shippable = lines.filter((l) => l.shippable);
  return {
    // Weights are kg with up to 3 decimals; rounding to grams keeps EQ meaningful.
    weight: Math.round(shippable.reduce((s, l) => s + l.weight * l.quantity, 0) * 1000) / 1000,
    price: shippable.reduce((s, l) => s + lineTotal(l), 0),
    quantity: shippable.reduce((s, l) => s + l.quantity, 0),
  };
}

export function ruleMatches(rule: ShippingRuleRow, totals: ShipmentTotals): boolean {
  if (!rule.conditionType || !rule.conditionOperator || rule.conditionValue === null) return true;
  const actual =
    rule.conditionType === 'BY_TOTAL_WEIGHT'
      ? totals.weight
      : rule.conditionType === 'BY_TOTAL_PRICE'
        ? totals.price
        : totals.quantity;
  return compare(rule.conditionOperator, actual, Number(rule.conditionValue));
}

/**
 * The available options, delivery before pickup, cheapest first: per code, the matching rule with the highest priority prices it. Rules
 * for another country than the destination's do not apply; without a destination only
 * country-less rules do.
 */
export function availableOptions(
  rules: ShippingRuleRow[],
  totals: ShipmentTotals,
  country: string | undefined,
): ShippingRuleRow[] {
  const byCode = new Map<string, ShippingRuleRow>();
  const ordered = [...rules].sort((a, b) => b.priority - a.priority);
  for (const rule of ordered) {
    if (rule.country && rule.country !== country) continue;
    if (byCode.has(rule.code) || !ruleMatches(rule, totals)) continue;
    byCode.set(rule.code, rule);
  }
  // Delivery options first (the default is the cheapest delivery), pickup after them.
  const pickupLast = (r: ShippingRuleRow) => (r.kind === 'PICKUP' ? 1 : 0);
  return [...byCode.values()].sort(
    (a, b) =>
      pickupLast(a) - pickupLast(b) || a.costMinor - b.costMinor || a.code.localeCompare(b.code),
  );
}
