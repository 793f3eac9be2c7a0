import {
  AppId,
  type AppliedDiscount,
  type EcomAddress,
  type LineItem,
  type PriceSummary,
  type SelectedShippingOption,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { MinorTotals } from '../../db/schema/checkout-orders';
import type { StoredCustomLine } from '../../db/schema/ecom';
import type { CartRow } from '../ecom';
import {
  cartToWire,
  linePriceMinor,
  multiCurrencyPrice,
  priceCart,
  priceCartRow,
  type CartOwner,
  type PricedCart,
} from '../ecom';

/**
 * The one adapter between checkout and the cart's pricing engine: everything checkout shows or
 * charges comes from here, so the checkout, the hosted page and the order agree.
 */
export interface CheckoutLine {
  id: string;
  appId: string;
  catalogItemId: string;
  variantId?: string;
  options: Record<string, string>;
  quantity: number;
  priceMinor: number;
  view: LineItem;
}

export interface ShippingChoice {
  code: string;
  title: string;
  carrierId: string;
  costMinor: number;
}

export interface CheckoutPricing {
  cartId: string;
  currency: string;
  weightUnit: 'KG' | 'LB';
  lines: CheckoutLine[];
  totals: MinorTotals;
  priceSummary: PriceSummary;
  appliedDiscounts: AppliedDiscount[];
  shippingOptions: ShippingChoice[];
  selectedShipping?: ShippingChoice;
  needsShipping: boolean;
  /** The coupon that actually applied, if any. */
  couponCode?: string;
}

export interface PricingInput {
  shippingAddress?: EcomAddress;
  selectedShippingOption?: SelectedShippingOption | null;
  couponCode: string | null;
}

export const summaryOf = (t: MinorTotals, currency: string): PriceSummary => ({
  subtotal: multiCurrencyPrice(t.subtotal, currency),
  shipping: multiCurrencyPrice(t.shipping, currency),
  tax: multiCurrencyPrice(t.tax, currency),
  discount: multiCurrencyPrice(t.discount, currency),
  total: multiCurrencyPrice(t.total, currency),
  additionalFees: multiCurrencyPrice(0, currency),
});

/** A custom line's catalog reference: a booking's is the Bookings app's, the others eCommerce's. */
const referenceOf = (c: StoredCustomLine) =>
  c.bookingId
    ? { appId: AppId.bookings, catalogItemId: c.bookingId }
    : { appId: AppId.ecom, catalogItemId: c.id };

/** A custom line (no catalog item) in the cart line's shape, so orders treat every line alike. */
function customLineView(c: StoredCustomLine, currency: string): LineItem {
  const money = (minor: number) => multiCurrencyPrice(minor, currency);
  return {
    id: c.id,
    quantity: c.quantity,
    catalogReference: referenceOf(c),
    productName: { original: c.productName, translated: c.productName },
    price: money(c.priceMinor),
    fullPrice: money(c.priceMinor),
    priceBeforeDiscounts: money(c.priceMinor),
    lineItemPrice: money(c.priceMinor * c.quantity),
    descriptionLines: [],
    availability: { status: 'AVAILABLE' },
    itemType: { preset: c.itemType },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: referenceOf(c).catalogItemId,
    priceUndetermined: false,
    fixedQuantity: false,
  };
}

function checkoutLines(priced: PricedCart): CheckoutLine[] {
  const wire = cartToWire(priced.cart, priced.lines).lineItems;
  const catalog = priced.lines.map((p, i) => ({
    id: p.line.id,
    appId: p.line.appId,
    catalogItemId: p.line.catalogItemId,
    variantId: p.variant.id,
    options: p.line.options,
    quantity: p.line.quantity,
    priceMinor: linePriceMinor(p),
    view: wire[i]!,
  }));
  const custom = priced.customLines.map((c) => ({
    id: c.id,
    ...referenceOf(c),
    options: {},
    quantity: c.quantity,
    priceMinor: c.priceMinor,
    view: customLineView(c, priced.currency),
  }));
  return [...catalog, ...custom];
}

const choiceOf = (r: { code: string; title: string; carrierId: string; costMinor: number }) => ({
  code: r.code,
  title: r.title,
  carrierId: r.carrierId,
  costMinor: r.costMinor,
});

/** Prices the owner's cart through the cart engine. Throws OWNED_CART_NOT_FOUND without a cart. */
export async function priceForCheckout(
  db: Db,
  owner: CartOwner,
  input: PricingInput,
  now: Date,
): Promise<CheckoutPricing> {
  return pricingOf(await priceCart(db, owner, cartOptions(input, now)));
}

/**
 * Prices one cart row, its coupon at `now`: a checkout made from a template has a cart that is
 * nobody's current.
 */
export async function priceCartRowForCheckout(
  db: Db,
  cart: CartRow,
  input: PricingInput,
  now: Date,
): Promise<CheckoutPricing> {
  return pricingOf(await priceCartRow(db, cart, cartOptions(input, now)));
}

const cartOptions = (input: PricingInput, now: Date) => ({
  now,
  ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
  ...(input.selectedShippingOption ? { selectedShippingOption: input.selectedShippingOption } : {}),
  couponCode: input.couponCode,
});

function pricingOf(priced: PricedCart): CheckoutPricing {
  const lines = checkoutLines(priced);
  const { computation: c } = priced;
  const coupon = c.applied.find((a) => a.kind === 'COUPON');
  return {
    cartId: priced.cart.id,
    currency: priced.currency,
    weightUnit: priced.weightUnit,
    lines,
    totals: priced.totals,
    priceSummary: priced.priceSummary,
    appliedDiscounts: priced.appliedDiscounts,
    shippingOptions: c.options.map(choiceOf),
    ...(c.selected ? { selectedShipping: choiceOf(c.selected) } : {}),
    needsShipping: lines.some((l) => l.view.itemType.preset === 'PHYSICAL'),
    ...(coupon?.code ? { couponCode: coupon.code } : {}),
  };
}
