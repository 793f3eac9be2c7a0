import type { StoredMerchantDiscount } from '../../../db/schema/ecom';
import { discountPerLine, lineTotal, type DiscountSpec, type EngineLine } from './discounts';
import { allocate, percentOf, trimDecimal } from './percent';
import type { CouponRow } from './coupons';
import type { DiscountRuleRow } from './rules-store';
import { availableOptions, shipmentTotals, type ShippingRuleRow } from './shipping';
import { ruleStatus } from './status';
import { decideTax, type TaxDecision, type TaxRegionRow } from './tax';

export interface AppliedEntry {
  kind: 'RULE' | 'COUPON' | 'MERCHANT';
  id: string;
  name: string;
  code?: string;
  percentage?: number;
  amount: number;
  lineIds: string[];
}

export interface ComputeInput {
  lines: EngineLine[];
  currency: string;
  discountRules: DiscountRuleRow[];
  coupon?: CouponRow;
  merchantDiscounts: StoredMerchantDiscount[];
  shippingRules: ShippingRuleRow[];
  taxRegions: TaxRegionRow[];
  address?: { country?: string; subdivision?: string };
  selectedShippingCode?: string;
  calculateTax: boolean;
  calculateShipping: boolean;
  now: Date;
}

export interface Computation {
  totals: { subtotal: number; discount: number; shipping: number; tax: number; total: number };
  lineDiscounts: number[];
  lineTaxes: number[];
  applied: AppliedEntry[];
  options: ShippingRuleRow[];
  selected?: ShippingRuleRow;
  shippingTax: number;
  tax: TaxDecision;
  taxable: number;
  shippingError?: { code: string; message: string };
}

/** Automatic rules first, then the coupon, then the owner's discounts; each takes what is left. */
function applyDiscounts(input: ComputeInput) {
  const { lines, currency } = input;
  const remaining = lines.map(lineTotal);
  const applied: AppliedEntry[] = [];
  const take = (entry: Omit<AppliedEntry, 'amount' | 'lineIds'>, perLine: number[]) => {
    perLine.forEach((amount, i) => (remaining[i] = (remaining[i] ?? 0) - amount));
    const amount = perLine.reduce((a, b) => a + b, 0);
    const lineIds = lines.filter((_, i) => (perLine[i] ?? 0) > 0).map((l) => l.id);
    if (amount > 0) applied.push({ ...entry, amount, lineIds });
  };
  const spec = (r: DiscountRuleRow | CouponRow): DiscountSpec => ({
    type: r.discountType,
    value: r.value,
    catalogItemId: 'catalogItemId' in r ? r.catalogItemId : null,
  });
  for (const rule of input.discountRules) {
    if (ruleStatus(rule, input.now) !== 'LIVE') continue;
    const percentage = rule.discountType === 'PERCENTAGE' ? Number(rule.value) : undefined;
    const entry = { kind: 'RULE' as const, id: rule.id, name: rule.name, percentage };
    take(entry, discountPerLine(spec(rule), lines, remaining, currency));
  }
  const { coupon } = input;
  if (coupon) {
    const entry = { kind: 'COUPON' as const, id: coupon.id, name: coupon.name, code: coupon.code };
    take(entry, discountPerLine(spec(coupon), lines, remaining, currency));
  }
  input.merchantDiscounts.forEach((m, n) => {
    const perLine = m.percentage
      ? remaining.map((r) => percentOf(r, trimDecimal(String(m.percentage))))
      : allocate(Math.min(m.amountMinor, sum(remaining)), remaining);
    const entry = { kind: 'MERCHANT' as const, id: `merchant-${n}`, name: 'Merchant discount' };
    take({ ...entry, ...(m.percentage ? { percentage: m.percentage } : {}) }, perLine);
  });
  return { applied, lineDiscounts: lines.map((l, i) => lineTotal(l) - (remaining[i] ?? 0)) };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

interface ShippingChoice {
  options: ShippingRuleRow[];
  selected?: ShippingRuleRow;
  shippingError?: { code: string; message: string };
}

function chooseShipping(input: ComputeInput): ShippingChoice {
  const needsShipping = input.lines.some((l) => l.shippable);
  if (!input.calculateShipping || !needsShipping) return { options: [] };
  const options = availableOptions(
    input.shippingRules,
    shipmentTotals(input.lines),
    input.address?.country?.toUpperCase(),
  );
  if (!options.length) {
    const shippingError = {
      code: 'NO_SHIPPING_OPTIONS',
      message: 'No delivery option fits this cart',
    };
    return { options, shippingError };
  }
  const wanted = input.selectedShippingCode;
  const picked = wanted ? options.find((o) => o.code === wanted) : undefined;
  const shippingError =
    wanted && !picked
      ? {
          code: 'SHIPPING_OPTION_NOT_AVAILABLE',
          message: `Delivery option ${wanted} is not available`,
        }
      : undefined;
  const selected = picked ?? options[0];
  return {
    options,
    ...(selected ? { selected } : {}),
    ...(shippingError ? { shippingError } : {}),
  };
}

/** Tax per line on what the line costs after discounts, and on shipping; the total is their sum. */
export function computeTotals(input: ComputeInput): Computation {
  const { applied, lineDiscounts } = applyDiscounts(input);
  const shipping = chooseShipping(input);
  const shippingCost = shipping.selected?.costMinor ?? 0;
  // Goods picked up are taxed where they are handed over.
  const pickup = shipping.selected?.kind === 'PICKUP' ? shipping.selected.pickupAddress : null;
  const taxAddress = (pickup as ComputeInput['address'] | null) ?? input.address;
  const tax = input.calculateTax
    ? decideTax(input.taxRegions, taxAddress)
    : { rateType: 'NO_TAX_COLLECTED' as const, rate: '0' };
  const nets = input.lines.map((l, i) => lineTotal(l) - (lineDiscounts[i] ?? 0));
  const lineTaxes = nets.map((net) => percentOf(net, tax.rate));
  const shippingTax = percentOf(shippingCost, tax.rate);
  const subtotal = sum(input.lines.map(lineTotal));
  const discount = sum(lineDiscounts);
  const taxTotal = sum(lineTaxes) + shippingTax;
  return {
    totals: {
      subtotal,
      discount,
      shipping: shippingCost,
      tax: taxTotal,
      total: subtotal - discount + shippingCost + taxTotal,
    },
    lineDiscounts,
    lineTaxes,
    applied,
    ...shipping,
    shippingTax,
    tax,
    taxable: sum(nets) + shippingCost,
  };
}
