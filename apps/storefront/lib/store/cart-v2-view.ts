import type { CartV2, CartV2WithSummary } from '@headless/sdk/ecom';
import { formatMoney } from '../format';
import type { CartLineView, CartView } from './types';

type Line = CartV2['lineItems'][number];
type Summary = CartV2WithSummary['summary'];
type Discount = Summary['discounts'][number];

/** Cart V2 money carries no formatted text: formatted here, in the cart's currency. */
const moneyIn =
  (currency: string) =>
  (money: { amount: string } | undefined, fallback = '') =>
    money ? formatMoney(money.amount, currency) : fallback;

function detailsOf(line: Line): string {
  return line.attributes.descriptionLines
    .map((d) => `${d.name.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
    .filter((text) => !text.endsWith(': '))
    .join(' · ');
}

/** A discount as the cart names it: a rule by its name, a coupon by its code (as on Cart V1). */
function discountName(discount: Discount): string {
  if (discount.source.sourceType === 'COUPON') return `Coupon ${discount.source.couponCode ?? ''}`;
  return discount.name.original || 'Sale';
}

function ruleNamesFor(lineId: string, discounts: Discount[]): string[] {
  return discounts
    .filter((d) => d.source.sourceType === 'AUTOMATIC_RULE')
    .filter((d) => d.lineItemDiscounts?.some((l) => l.lineItemId === lineId))
    .map(discountName);
}

/** What the platform could not calculate, in its words (`calculationErrors` values' messages). */
function notesOf(summary: Summary): string[] {
  return Object.values(summary.calculationErrors)
    .map((error) =>
      typeof error === 'object' && error && 'message' in error ? String(error.message) : '',
    )
    .filter(Boolean);
}

/** The cart panel's content from Cart V2's estimate: the same view as a Cart V1 cart. */
export function toCartViewV2({ cart, summary }: CartV2WithSummary): CartView {
  const money = moneyIn(cart.businessInfo.currencyCode);
  const totalOf = (id: string) => summary.lineItems.find((l) => l.lineItemId === id)?.totalPrice;
  const lines: CartLineView[] = cart.lineItems.map((line) => ({
    id: line.id,
    productId: line.source?.catalogReference.catalogItemId ?? '',
    name: line.name.original || 'Item',
    details: detailsOf(line),
    ...(line.attributes.image && { image: line.attributes.image }),
    price: money(line.pricing.unitPrice),
    lineTotal: money(totalOf(line.id) ?? line.pricing.totalPrice),
    quantity: line.quantityInfo.requestedQuantity,
    available: line.status === 'IN_STOCK' || line.status === 'PARTIALLY_IN_STOCK',
    discounts: ruleNamesFor(line.id, summary.discounts),
  }));
  const prices = summary.priceSummary;
  const off = Number(prices.discount.amount) > 0;
  const coupon = cart.coupons[0]?.code;
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...(coupon && { couponCode: coupon }),
    discounts: summary.discounts.map(discountName),
    totals: {
      subtotal: money(prices.subtotal),
      shipping: money(prices.delivery, '—'),
      tax: money(prices.tax, '—'),
      // Money taken off, signed with U+2212 as the Cart V1 view and the hosted checkout show it.
      discount: off ? `−${money(prices.discount)}` : money(prices.discount),
      total: money(prices.total),
    },
    notes: notesOf(summary),
  };
}
