import {
  CartV2ErrorCode,
  CouponErrorCode,
  type CartV2Response,
  type DeliveryMethodInput,
} from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { invalid, notFound } from '../../../kernel/errors';
import { patchCart, type CartRow } from '../cart/cart-store';
import { couponProblem, findCoupon } from '../pricing/coupons';
import { priceCartRow } from '../pricing/price-cart';
import { cartSubtotal } from '../subtotal';
import { changeCartV2 } from './render';
import type { CartKey } from './access';

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * The coupon must apply now (the rule Cart V1 and checkout use); Cart V2 names an unknown code
 * INVALID_COUPON_CODE and a known one that cannot apply INVALID_COUPON_STATUS, with the reason.
 * A cart holds one coupon, as checkout takes one.
 */
export async function applyCoupon(tx: Db, cart: CartRow, code: string, now: Date) {
  if (cart.couponCode && same(cart.couponCode, code))
    throw invalid(CartV2ErrorCode.couponAlreadyExists, `Coupon ${code} is already in the cart`, {
      couponCode: code,
    });
  if (cart.couponCode)
    throw invalid(CartV2ErrorCode.maxCouponsPerCartExceeded, 'A cart takes one coupon', {
      couponCode: cart.couponCode,
    });
  const coupon = await findCoupon(tx, cart.siteId, code);
  const problem = couponProblem(coupon, code, await cartSubtotal(tx, cart), now);
  if (problem?.code === CouponErrorCode.notFound)
    throw invalid(CartV2ErrorCode.invalidCouponCode, `Coupon ${code} does not exist`, {
      couponCode: code,
    });
  if (problem)
    throw invalid(CartV2ErrorCode.invalidCouponStatus, problem.message, {
      couponCode: code,
      reason: problem.code,
    });
  return patchCart(tx, cart, { couponCode: coupon?.code ?? code });
}

export function addCouponV2(db: Db, caller: Caller, key: CartKey, code: string) {
  return changeCartV2(db, caller, key, (tx, cart) => applyCoupon(tx, cart, code, caller.now));
}

/** The coupon's id is the one the cart shows (`coupons[].id`): its own id, or its code. */
export function removeCouponV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  couponId: string,
): Promise<CartV2Response> {
  return changeCartV2(db, caller, key, async (tx, cart) => {
    const code = cart.couponCode;
    const coupon = code ? await findCoupon(tx, cart.siteId, code) : undefined;
    if (!code || (couponId !== coupon?.id && !same(couponId, code)))
      throw notFound(CartV2ErrorCode.couponNotFoundInCart, `No coupon ${couponId} in the cart`, {
        couponId,
      });
    return patchCart(tx, cart, { couponCode: null });
  });
}

type Method = z.output<typeof DeliveryMethodInput>;

/** A method the engine offers for this cart (at its delivery address, if it has one). */
export async function chooseDelivery(tx: Db, cart: CartRow, method: Method, now: Date) {
  const priced = await priceCartRow(tx, cart, { now, calculateTax: false });
  const offered = priced.computation.options.find(
    (o) => o.code === method.code && (!method.appId || o.carrierId === method.appId),
  );
  if (!offered)
    throw notFound(
      CartV2ErrorCode.deliveryMethodNotFound,
      `No delivery method ${method.code} for this cart`,
      { code: method.code, ...(method.appId ? { appId: method.appId } : {}) },
    );
  return patchCart(tx, cart, {
    selectedShippingOption: { code: offered.code, carrierId: offered.carrierId },
  });
}

export function setDeliveryMethodV2(db: Db, caller: Caller, key: CartKey, method: Method) {
  return changeCartV2(db, caller, key, (tx, cart) => chooseDelivery(tx, cart, method, caller.now));
}

export function removeDeliveryMethodV2(db: Db, caller: Caller, key: CartKey) {
  return changeCartV2(db, caller, key, (tx, cart) =>
    patchCart(tx, cart, { selectedShippingOption: null }),
  );
}

/**
 * Gift cards come from a gift card provider app; no site here has one, so every code is unknown,
 * as the real platform answers a site without gift cards. The cart is looked up first (404 wins).
 */
export function addGiftCardV2(db: Db, caller: Caller, key: CartKey, code: string) {
  return changeCartV2(db, caller, key, () => {
    throw invalid(
      CartV2ErrorCode.invalidGiftCardCode,
      'This site has no gift card with that code',
      {
        giftCardCode: code,
      },
    );
  });
}

export function removeGiftCardV2(db: Db, caller: Caller, key: CartKey, giftCardId: string) {
  return changeCartV2(db, caller, key, () => {
    throw notFound(
      CartV2ErrorCode.giftCardNotFoundInCart,
      `No gift card ${giftCardId} in the cart`,
      {
        giftCardId,
      },
    );
  });
}
