import type { Cart, CustomLineItemWire } from '@headless/contract';
import type { StoredCustomLine } from '../../../db/schema/ecom';
import type { CartRow } from '../cart/cart-store';
import { multiCurrencyPrice } from './price-wire';

/**
 * The cart fields set through update: merchant discounts, custom lines, contact, shipping. The
 * coupon is not one of them: the real cart shows it only in `appliedDiscounts` (to-wire.ts).
 */
export function cartExtras(cart: CartRow): Partial<Cart> {
  const { currency } = cart;
  return {
    ...(cart.merchantDiscounts.length
      ? {
          merchantDiscounts: cart.merchantDiscounts.map((m) => ({
            amount: multiCurrencyPrice(m.amountMinor, currency),
            ...(m.percentage !== undefined ? { percentage: m.percentage } : {}),
          })),
        }
      : {}),
    ...(cart.customLineItems.length
      ? { customLineItems: cart.customLineItems.map((c) => customLineToWire(c, currency)) }
      : {}),
    ...(cart.contactAddress ? { contactInfo: { address: cart.contactAddress } } : {}),
    ...(cart.selectedShippingOption ? { selectedShippingOption: cart.selectedShippingOption } : {}),
  };
}

function customLineToWire(c: StoredCustomLine, currency: string): CustomLineItemWire {
  const price = multiCurrencyPrice(c.priceMinor, currency);
  return {
    id: c.id,
    quantity: c.quantity,
    productName: { original: c.productName, translated: c.productName },
    price,
    fullPrice: price,
    lineItemPrice: multiCurrencyPrice(c.priceMinor * c.quantity, currency),
    itemType: { preset: c.itemType },
    customLineItem: true,
  };
}
