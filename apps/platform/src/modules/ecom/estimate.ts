import type { EstimateTotalsRequest, EstimateTotalsResponse } from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { checkAddress } from './wire/address';
import { cartOwner } from './owner';
import { priceCart, priceCartRow } from './pricing/price-cart';
import { cartFor, CURRENT, type CartKey } from './cart-v2/access';
import { cartToWire } from './wire/to-wire';
import { withCouponsFrom } from './applied-coupon';
import type { Caller } from '../../kernel/caller';

type Input = z.output<typeof EstimateTotalsRequest>;

/** Prices the cart with the engine checkout uses; changes nothing. */
export async function estimateTotals(
  db: Db,
  caller: Caller,
  input: Input,
  key: CartKey = CURRENT,
): Promise<EstimateTotalsResponse> {
  const { siteId, identity, now } = caller;
  checkAddress(input.shippingAddress, 'shippingAddress');
  checkAddress(input.billingAddress, 'billingAddress');
  const options = {
    ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
    ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
    ...(input.selectedShippingOption
      ? { selectedShippingOption: input.selectedShippingOption }
      : {}),
    calculateTax: input.calculateTax,
    calculateShipping: input.calculateShipping,
    now,
  };
  const priced =
    'current' in key
      ? await priceCart(db, cartOwner(siteId, identity), options)
      : await priceCartRow(db, await cartFor(db, caller, key), options);
  const { cart, lines, customLines: _c, totals: _t, computation: _x, ...parts } = priced;
  return { cart: withCouponsFrom(cartToWire(cart, lines), parts.appliedDiscounts), ...parts };
}
