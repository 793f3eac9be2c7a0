import type { LineItem, Order, OrderLineItem, OrderPrice } from '@headless/contract';
import type { ecomOrders, StoredOrderLine } from '../../db/schema/checkout-orders';
import { formatMoney, toDecimal } from '../../kernel/money';
import { buyerInfo } from '../ecom';
import { wireDates } from '../../kernel/wire-dates';

export type OrderRow = typeof ecomOrders.$inferSelect;

/** Order money is the ecom Order's `Price`: `{amount, formattedAmount}`. */
export const orderPrice = (minor: number, currency: string): OrderPrice => ({
  amount: toDecimal(minor, currency),
  formattedAmount: formatMoney(minor, currency),
});

function lineToWire(line: StoredOrderLine, currency: string): OrderLineItem {
  const view = line.view as unknown as LineItem;
  return {
    id: line.id,
    productName: view.productName,
    catalogReference: view.catalogReference,
    quantity: line.quantity,
    price: orderPrice(line.priceMinor, currency),
    totalPriceBeforeTax: orderPrice(line.priceMinor * line.quantity, currency),
    descriptionLines: view.descriptionLines,
    ...(view.image ? { image: view.image } : {}),
    itemType: view.itemType,
    ...(view.physicalProperties ? { physicalProperties: view.physicalProperties } : {}),
  };
}

export function orderToWire(row: OrderRow): Order {
  const money = (minor: number) => orderPrice(minor, row.currency);
  const t = row.totals;
  const s = row.shippingInfo;
  return {
    id: row.id,
    number: String(row.number),
    ...wireDates(row),
    purchasedDate: row.purchasedAt.toISOString(),
    ...(row.checkoutId ? { checkoutId: row.checkoutId } : {}),
    lineItems: row.lineItems.map((l) => lineToWire(l, row.currency)),
    buyerInfo: {
      ...buyerInfo({ type: row.ownerType, id: row.ownerId }),
      ...(row.email ? { email: row.email } : {}),
    },
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    currency: row.currency,
    weightUnit: row.weightUnit,
    taxIncludedInPrices: false,
    priceSummary: {
      subtotal: money(t.subtotal),
      shipping: money(t.shipping),
      tax: money(t.tax),
      discount: money(t.discount),
      totalPrice: money(t.total),
      total: money(t.total),
    },
    billingInfo: row.billingInfo,
    ...(s
      ? {
          shippingInfo: {
            code: s.code,
            title: s.title,
            logistics: { shippingDestination: s.destination },
            cost: { price: money(s.costMinor) },
          },
        }
      : {}),
    appliedDiscounts: row.appliedDiscounts,
    activities: row.activities,
    channelInfo: { type: row.channelType as Order['channelInfo']['type'] },
    ...ownerFields(row),
  };
}

/** The fields only the owner's edits (Update Order) and imports set. */
function ownerFields(row: OrderRow) {
  return {
    ...(row.buyerLanguage ? { buyerLanguage: row.buyerLanguage } : {}),
    archived: row.archived,
    ...(row.attributionSource ? { attributionSource: row.attributionSource } : {}),
    seenByAHuman: row.seenByAHuman,
    ...(row.recipientInfo ? { recipientInfo: row.recipientInfo } : {}),
    ...(row.extendedFields ? { extendedFields: row.extendedFields } : {}),
    imported: row.imported,
  };
}
