import type { DiscountRuleType } from '@headless/contract';
import { currencyExponent, toMinor } from '../../../kernel/money';
import { allocate, percentOf } from './percent';

/** A priced line as the engine sees it: catalog and custom lines alike. */
export interface EngineLine {
  id: string;
  /** Undefined for custom line items. */
  catalogItemId?: string;
  unitMinor: number;
  quantity: number;
  /** kg per item */
  weight: number;
  shippable: boolean;
}

export interface DiscountSpec {
  type: DiscountRuleType;
  /** Percent, or major units of the cart's currency (FIXED_AMOUNT, FIXED_PRICE). */
  value: string;
  /** Undefined: every line. */
  catalogItemId?: string | null;
}

export const lineTotal = (l: EngineLine): number => l.unitMinor * l.quantity;

/** Minor units off each line; never more than a line's own remaining total. */
export function discountPerLine(
  spec: DiscountSpec,
  lines: EngineLine[],
  remaining: number[],
  currency: string,
): number[] {
  const eligible = lines.map((l, i) =>
    spec.catalogItemId && l.catalogItemId !== spec.catalogItemId ? 0 : (remaining[i] ?? 0),
  );
  const raw = rawDiscount(spec, lines, eligible, currency);
  return raw.map((amount, i) => Math.min(amount, eligible[i] ?? 0));
}

function rawDiscount(
  spec: DiscountSpec,
  lines: EngineLine[],
  eligible: number[],
  currency: string,
): number[] {
  switch (spec.type) {
    case 'PERCENTAGE':
      return eligible.map((amount) => percentOf(amount, spec.value));
    case 'FIXED_AMOUNT': {
      const off = majorToMinor(spec.value, currency);
      const total = eligible.reduce((a, b) => a + b, 0);
      return allocate(Math.min(off, total), eligible);
    }
    case 'FIXED_PRICE': {
      const price = majorToMinor(spec.value, currency);
      return lines.map((l, i) => (eligible[i] ? Math.max(0, l.unitMinor - price) * l.quantity : 0));
    }
  }
}

/** Amounts beyond the currency's minor unit round down (a discount never grows by rounding). */
export function majorToMinor(value: string, currency: string): number {
  const exact = toMinor(value, currency);
  if (exact !== undefined) return exact;
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.slice(0, currencyExponent(currency));
  return toMinor(kept ? `${whole}.${kept}` : whole, currency) ?? 0;
}
