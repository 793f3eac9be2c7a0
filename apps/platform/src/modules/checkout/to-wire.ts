import type { Checkout, PriceSummary } from '@headless/contract';
import { buyerInfo, multiCurrencyPrice } from '../ecom';
import { summaryOf, type CheckoutPricing } from './pricing';
import type { CheckoutRow } from './store';
import { wireDates } from '../../kernel/wire-dates';

/** What a checkout shows once priced (live, or the snapshot kept at completion). */
export type PricedView = Pick<Checkout, 'lineItems' | 'priceSummary' | 'appliedDiscounts'> & {
  selectedCarrierServiceOption?: Checkout['shippingInfo']['selectedCarrierServiceOption'];
};

export function pricedView(p: CheckoutPricing): PricedView {
  const s = p.selectedShipping;
  return {
    lineItems: p.lines.map((l) => l.view),
    priceSummary: p.priceSummary,
    appliedDiscounts: p.appliedDiscounts,
    ...(s
      ? {
          selectedCarrierServiceOption: {
            code: s.code,
            title: s.title,
            cost: { price: multiCurrencyPrice(s.costMinor, p.currency) },
          },
        }
      : {}),
  };
}

/** A checkout whose cart is gone before completing: nothing left to pay for. */
export function emptyView(currency: string): PricedView {
  const zero = { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 };
  return { lineItems: [], priceSummary: summaryOf(zero, currency), appliedDiscounts: [] };
}

const NO_MEMBERSHIPS = {
  eligibleMemberships: [],
  invalidMemberships: [],
  selectedMemberships: { memberships: [] },
};

export function checkoutToWire(row: CheckoutRow, view: PricedView): Checkout {
  const payLater: PriceSummary = summaryOf(
    { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 },
    row.currency,
  );
  const { selectedCarrierServiceOption, ...priced } = view;
  return {
    id: row.id,
    ...wireDates(row),
    ...priced,
    billingInfo: row.billingInfo,
    shippingInfo: {
      shippingDestination: row.shippingInfo,
      ...(selectedCarrierServiceOption ? { selectedCarrierServiceOption } : {}),
    },
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
    buyerInfo: {
      ...buyerInfo({ type: row.ownerType, id: row.ownerId }),
      ...(row.email ? { email: row.email } : {}),
    },
    membershipOptions: NO_MEMBERSHIPS,
    currency: row.currency,
    channelType: row.channelType as Checkout['channelType'],
    completed: row.completedAt !== null,
    cartId: row.cartId,
    payNow: view.priceSummary,
    payLater,
  };
}
