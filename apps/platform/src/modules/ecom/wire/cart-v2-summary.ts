import type { CartV2Summary } from '@headless/contract';
import { toMinor } from '../../../kernel/money';
import type { PricedCart } from '../pricing/price-cart';
import { convertedMoney } from './cart-v2';

const SOURCE = { RULE: 'AUTOMATIC_RULE', COUPON: 'COUPON', MERCHANT: 'AUTOMATIC_RULE' } as const;

/**
 * Estimate and calculate's `summary`: the engine's computation (the one checkout charges) in Cart
 * V2's shape. No gift cards or additional fees exist here, so those parts are zero.
 */
export function cartV2Summary(priced: PricedCart): CartV2Summary {
  const { cart, currency, computation: c, totals } = priced;
  const money = (minor: number) => convertedMoney(minor, currency);
  const catalogIds = priced.lines.map((l) => l.line.id);
  const lineCount = catalogIds.length + priced.customLines.length;
  const selected = c.selected;
  return {
    cartId: cart.id,
    cartRevision: String(cart.revision),
    lineItems: priced.calculatedLineItems.map((l) => ({
      lineItemId: l.lineItemId,
      quantity: quantityOf(priced, l.lineItemId),
      unitPrice: money(minorOf(l.pricesBreakdown.price.amount, currency)),
      totalPrice: money(minorOf(l.pricesBreakdown.totalPriceBeforeTax.amount, currency)),
    })),
    discounts: c.applied.map((a) => ({
      name: { original: a.name, translated: a.name },
      source: {
        sourceType: SOURCE[a.kind],
        ...(a.kind === 'COUPON' && a.code ? { couponCode: a.code } : {}),
      },
      scope: a.lineIds.length === lineCount ? 'CART' : 'LINE_ITEMS',
      total: money(a.amount),
    })),
    deliverySummary: {
      ...(selected
        ? {
            method: {
              code: selected.code,
              appId: selected.carrierId,
              title: { original: selected.title, translated: selected.title },
              pickup: selected.kind === 'PICKUP',
            },
          }
        : {}),
      price: money(totals.shipping),
    },
    taxSummary: {
      pricesIncludeTax: false,
      lineItemTaxes: priced.calculatedLineItems.map((l, i) => ({
        lineItemId: l.lineItemId,
        tax: money(c.lineTaxes[i] ?? 0),
        rate: l.taxRate,
      })),
      deliveryTax: money(c.shippingTax),
    },
    priceSummary: {
      subtotal: money(totals.subtotal),
      discount: money(totals.discount),
      delivery: money(totals.shipping),
      additionalFees: money(0),
      tax: money(totals.tax),
      total: money(totals.total),
    },
    paymentSummary: {
      giftCards: [],
      requiresPaymentAfterGiftCard: totals.total > 0,
      totalAfterGiftCards: money(totals.total),
      payNow: money(totals.total),
      payLater: money(0),
    },
    calculationErrors: priced.calculationErrors,
  };
}

function quantityOf(priced: PricedCart, id: string): number {
  const line = priced.lines.find((l) => l.line.id === id)?.line;
  return line?.quantity ?? priced.customLines.find((c) => c.id === id)?.quantity ?? 0;
}

/** The estimate's decimal strings back to minor units (exact: they were made from them). */
function minorOf(decimal: string, currency: string): number {
  return toMinor(decimal, currency) ?? 0;
}
