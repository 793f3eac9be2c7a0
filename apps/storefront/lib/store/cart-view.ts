import type { Cart, EstimateTotalsResponse } from '@headless/sdk/ecom';
import type { CartLineView, CartTotalsView, CartView } from './types';

type Line = Cart['lineItems'][number];
type Applied = EstimateTotalsResponse['appliedDiscounts'][number];
type Money = { amount?: string; formattedAmount?: string } | undefined;

const shown = (money: Money, fallback = '') => money?.formattedAmount || fallback;

/**
 * A discount reads as money taken off, "−$3.90" with the minus sign (U+2212) the hosted checkout
 * shows (ecom-view.ts); none is "$0.00", not "−$0.00".
 */
const takenOff = (money: Money) =>
  money?.formattedAmount && Number(money.amount) > 0
    ? `−${money.formattedAmount}`
    : shown(money, '—');

function detailsOf(line: Line): string {
  const described = (line.descriptionLines ?? [])
    .map((d) => `${d.name.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
    .filter((text) => !text.endsWith(': '));
  if (described.length > 0) return described.join(' · ');
  const options = line.catalogReference.options?.options ?? {};
  return Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}

/** A discount as the cart names it; a nameless merchant discount is still a "Sale". */
function discountName(applied: Applied): string {
  if (applied.discountRule) return applied.discountRule.name.original;
  if (applied.coupon) return `Coupon ${applied.coupon.code}`;
  return 'Sale';
}

/** The automatic discounts on one line: the coupon has its own row, so it is not repeated. */
function ruleNamesFor(lineId: string, applied: Applied[]): string[] {
  return applied.filter((a) => a.discountRule && a.lineItemIds.includes(lineId)).map(discountName);
}

function toLine(line: Line, applied: Applied[]): CartLineView {
  return {
    id: line.id,
    productId: line.catalogReference.catalogItemId,
    name: line.productName?.original || 'Item',
    details: detailsOf(line),
    ...(line.image?.url && { image: line.image.url }),
    price: shown(line.price),
    lineTotal: shown(line.lineItemPrice, shown(line.price)),
    quantity: line.quantity,
    available: (line.availability?.status ?? 'AVAILABLE') === 'AVAILABLE',
    discounts: ruleNamesFor(line.id, applied),
  };
}

function couponOf(estimate: EstimateTotalsResponse): string | undefined {
  // A coupon that stopped applying (the subtotal fell below its minimum) is still the cart's.
  const codeIn = (applied?: { coupon?: { code: string } }[]) =>
    applied?.find((d) => d.coupon)?.coupon?.code;
  return codeIn(estimate.appliedDiscounts) || codeIn(estimate.cart.appliedDiscounts) || undefined;
}

function notesOf(estimate: EstimateTotalsResponse): string[] {
  const errors = estimate.calculationErrors;
  return [
    errors?.generalShippingCalculationError,
    errors?.taxCalculationError,
    errors?.couponCalculationError,
    ...(errors?.orderValidationErrors ?? []),
  ]
    .map((e) => e?.message)
    .filter((d): d is string => Boolean(d));
}

/** The cart panel's content: lines, the coupon in use and the estimated totals. */
export function toCartView(estimate: EstimateTotalsResponse): CartView {
  const { cart } = estimate;
  const priceSummary: Partial<EstimateTotalsResponse['priceSummary']> = estimate.priceSummary ?? {};
  const applied = estimate.appliedDiscounts ?? [];
  const lines = cart.lineItems.map((line) => toLine(line, applied));
  const subtotal = shown(priceSummary.subtotal);
  const totals: CartTotalsView = {
    subtotal,
    shipping: shown(priceSummary.shipping, '—'),
    tax: shown(priceSummary.tax, '—'),
    discount: takenOff(priceSummary.discount),
    total: shown(priceSummary.total, subtotal),
  };
  const coupon = couponOf(estimate);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...(coupon && { couponCode: coupon }),
    discounts: applied.map(discountName),
    totals,
    notes: notesOf(estimate),
  };
}
