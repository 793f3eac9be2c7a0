import type {
  CartV2,
  CartV2LineItem,
  ConvertedMoney,
  CustomLineItemWire,
  LineItem,
  MultiCurrencyPrice,
} from '@headless/contract';
import { toDecimal } from '../../../kernel/money';
import { wireDates } from '../../../kernel/wire-dates';
import type { CartRow } from '../cart/cart-store';
import { buyerInfo, cartBuyer, isCurrentCart } from '../owner';
import type { PricedCart } from '../pricing/price-cart';
import { cartToWire } from './to-wire';

/**
 * Cart V2 is a second rendering of the same cart: the V1 wire (one mapping of rows, prices and
 * stock) reshaped, with the engine's subtotal and the coupon's id from the same pricing.
 */
export function cartV2ToWire(priced: PricedCart): CartV2 {
  const { cart, currency } = priced;
  const v1 = cartToWire(cart, priced.lines);
  const customer = buyerInfo(cartBuyer(cart)) ?? {};
  const couponId = priced.appliedDiscounts.find((d) => d.coupon)?.coupon?.id;
  return {
    id: cart.id,
    ...wireDates(cart),
    revision: String(cart.revision),
    lineItems: [
      ...v1.lineItems.map(catalogLine),
      ...(v1.customLineItems ?? []).map((c) => customLine(c)),
    ],
    subtotal: convertedMoney(priced.totals.subtotal, currency),
    ...(cart.buyerNote ? { note: cart.buyerNote } : {}),
    // A coupon that stopped applying keeps its code; its id is the coupon's own when it applies.
    coupons: cart.couponCode ? [{ id: couponId ?? cart.couponCode, code: cart.couponCode }] : [],
    source: { channelType: 'WEB', createdBy: customer },
    businessInfo: { languageCode: 'en', currencyCode: currency },
    customerInfo: customer,
    deliveryInfo: deliveryInfo(cart, priced),
    taxInfo: { pricesIncludeTax: false },
    paymentInfo: { giftCards: [], currencyCode: currency },
    orderPlaced: cart.orderPlaced,
    ...(cart.orderId ? { orderId: cart.orderId } : {}),
    currentCart: isCurrentCart(cart),
    demo: false,
  };
}

export const convertedMoney = (minor: number, currency: string): ConvertedMoney => {
  const amount = toDecimal(minor, currency);
  return { amount, convertedAmount: amount };
};

const converted = (m: MultiCurrencyPrice): ConvertedMoney => ({
  amount: m.amount,
  convertedAmount: m.convertedAmount,
});

function deliveryInfo(cart: CartRow, priced: PricedCart): CartV2['deliveryInfo'] {
  const chosen = cart.selectedShippingOption;
  const rule = priced.computation.options.find((o) => o.code === chosen?.code);
  return {
    ...(cart.contactAddress ? { address: cart.contactAddress } : {}),
    ...(chosen
      ? {
          method: {
            code: chosen.code,
            ...(chosen.carrierId ? { appId: chosen.carrierId } : {}),
            ...(rule ? { title: { original: rule.title, translated: rule.title } } : {}),
            pickup: rule?.kind === 'PICKUP',
          },
        }
      : {}),
    weightUnit: cart.weightUnit,
  };
}

const STATUS = {
  AVAILABLE: 'IN_STOCK',
  PARTIALLY_AVAILABLE: 'PARTIALLY_IN_STOCK',
  NOT_AVAILABLE: 'OUT_OF_STOCK',
  NOT_FOUND: 'REMOVED_FROM_CATALOG',
} as const;

function catalogLine(line: LineItem): CartV2LineItem {
  const status = STATUS[line.availability.status];
  const available = line.availability.quantityAvailable;
  return {
    id: line.id,
    name: line.productName,
    quantityInfo: {
      requestedQuantity: line.quantity,
      // What stock can fill now; checkout takes the stock, as for Cart V1.
      confirmedQuantity:
        available === undefined ? line.quantity : Math.min(available, line.quantity),
      ...(available !== undefined ? { availableQuantity: available } : {}),
      fixedQuantity: line.fixedQuantity,
    },
    pricing: {
      unitPrice: converted(line.price),
      totalPrice: converted(line.lineItemPrice),
      priceUndetermined: line.priceUndetermined,
      breakdown: { fullPrice: converted(line.fullPrice), salePrice: converted(line.price) },
    },
    source: {
      catalogReference: line.catalogReference,
      ...(line.rootCatalogItemId ? { rootCatalogItemId: line.rootCatalogItemId } : {}),
    },
    attributes: {
      descriptionLines: line.descriptionLines,
      ...(line.image ? { image: line.image.url } : {}),
      ...(line.url ? { url: line.url.url } : {}),
      itemType: line.itemType,
      ...(line.physicalProperties ? { physicalProperties: line.physicalProperties } : {}),
      membersOnly: false,
    },
    taxConfig: { taxableAddress: { addressType: 'SHIPPING' } },
    paymentConfig: { savePaymentMethod: false, paymentOption: 'FULL_PAYMENT_ONLINE' },
    status,
    customLineItem: false,
  };
}

function customLine(c: CustomLineItemWire): CartV2LineItem {
  return {
    id: c.id,
    name: c.productName,
    quantityInfo: {
      requestedQuantity: c.quantity,
      confirmedQuantity: c.quantity,
      fixedQuantity: false,
    },
    pricing: {
      unitPrice: converted(c.price),
      totalPrice: converted(c.lineItemPrice),
      priceUndetermined: false,
      breakdown: { fullPrice: converted(c.fullPrice), salePrice: converted(c.price) },
    },
    attributes: { descriptionLines: [], itemType: c.itemType, membersOnly: false },
    taxConfig: { taxableAddress: { addressType: 'SHIPPING' } },
    paymentConfig: { savePaymentMethod: false, paymentOption: 'FULL_PAYMENT_ONLINE' },
    status: 'IN_STOCK',
    customLineItem: true,
  };
}
