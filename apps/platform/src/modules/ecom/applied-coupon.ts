import type { AppliedDiscount, Cart } from '@headless/contract';
import type { Db } from '../../db/client';
import type { CartRow } from './cart/cart-store';
import { priceCartRow } from './pricing/price-cart';

const couponsOf = (applied: AppliedDiscount[]) => applied.filter((d) => d.coupon);

/**
 * The cart's coupon with the fields the estimate gives it (id, code, name, amount), as the REST
 * reference's CartDiscount has them. Only a cart that holds a coupon is priced for it: the common cart read
 * stays one statement.
 */
export async function withAppliedCoupon(
  db: Db,
  cart: CartRow,
  wire: Cart,
  now: Date,
): Promise<Cart> {
  if (!cart.couponCode) return wire;
  const { appliedDiscounts } = await priceCartRow(db, cart, { now });
  return withCouponsFrom(wire, appliedDiscounts);
}

/** The wire cart with the coupon entries of an estimate already priced. */
export function withCouponsFrom(wire: Cart, applied: AppliedDiscount[]): Cart {
  const coupons = couponsOf(applied);
  return coupons.length ? { ...wire, appliedDiscounts: coupons } : wire;
}
