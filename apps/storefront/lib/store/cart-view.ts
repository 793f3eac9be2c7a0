import type { Cart, EstimateTotalsResponse } from '@headless/sdk/ecom';
import type { CartLineView, CartTotalsView, CartView } from './types';

type Line = Cart['lineItems'][number];
type Money = { formattedAmount?: string } | undefined;

const shown = (money: Money, fallback = '') => money?.formattedAmount || fallback;

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

function toLine(line: Line): CartLineView {
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
  const lines = cart.lineItems.map(toLine);
  const subtotal = shown(priceSummary.subtotal);
  const totals: CartTotalsView = {
    subtotal,
    shipping: shown(priceSummary.shipping, '—'),
    tax: shown(priceSummary.tax, '—'),
    discount: shown(priceSummary.discount, '—'),
    total: shown(priceSummary.total, subtotal),
  };
  const coupon = couponOf(estimate);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...(coupon && { couponCode: coupon }),
    totals,
    notes: notesOf(estimate),
  };
}
