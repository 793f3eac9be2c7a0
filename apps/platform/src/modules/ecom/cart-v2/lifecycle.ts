import {
  CartV2ErrorCode,
  type CartV2Response,
  type CartV2SummaryResponse,
  type CreateCartV2Request,
  type EstimateCartV2Request,
  type UpdateCartV2Request,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ecomCarts } from '../../../db/schema/ecom';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { cartTransaction } from '../cart/cart-commit';
import { findCart, patchCart, type CartPatch, type CartRow } from '../cart/cart-store';
import { cartOwner, DEDICATED_CART_PREFIX, type CartOwner } from '../owner';
import { priceCartRow } from '../pricing/price-cart';
import { checkAddress } from '../wire/address';
import { cartV2ToWire } from '../wire/cart-v2';
import { cartV2Summary } from '../wire/cart-v2-summary';
import { cartFor, type CartKey } from './access';
import { applyCoupon, chooseDelivery } from './discounts';
import { addItems, resolveCatalogItems } from './lines';
import { changeCartV2, recordCartV2, renderCartV2 } from './render';

type CreateInput = z.output<typeof CreateCartV2Request>;
type CartInput = NonNullable<CreateInput['cart']>;

/** What a caller may set on the cart itself: the note and the delivery address and unit. */
function cartPatch(input: CartInput | undefined): CartPatch {
  if (!input) return {};
  checkAddress(input.deliveryInfo?.address, 'cart.deliveryInfo.address');
  const info = input.deliveryInfo;
  return {
    ...(input.note !== undefined ? { buyerNote: input.note || null } : {}),
    ...(info?.address !== undefined ? { contactAddress: info.address } : {}),
    ...(info?.weightUnit ? { weightUnit: info.weightUnit } : {}),
  };
}

const noGiftCards = (input: CreateInput) => {
  const code = input.giftCards?.[0]?.code;
  if (code)
    throw invalid(
      CartV2ErrorCode.invalidGiftCardCode,
      'This site has no gift card with that code',
      {
        giftCardCode: code,
      },
    );
};

/**
 * Create Cart (by id: a cart that is nobody's current cart, for the site owner or an app) and
 * Create Current Cart (the caller's: an earlier current cart stays, by its id, no longer current).
 * One transaction: items, coupon and delivery method are checked as their own calls check them.
 */
export function createCartV2(
  db: Db,
  caller: Caller,
  current: boolean,
  input: CreateInput,
): Promise<CartV2Response> {
  noGiftCards(input);
  const patch = cartPatch(input.cart);
  return cartTransaction(db, async (tx) => {
    const owner = current
      ? cartOwner(caller.siteId, caller.identity)
      : {
          siteId: caller.siteId,
          type: 'APP' as const,
          id: `${DEDICATED_CART_PREFIX}${randomUUID()}`,
        };
    if (current) await unmarkCurrent(tx, owner);
    const { currency } = await resolveCatalogItems(tx, caller, input.catalogItems);
    const [row] = await tx
      .insert(ecomCarts)
      .values({ siteId: owner.siteId, ownerType: owner.type, ownerId: owner.id, currency })
      .returning();
    let cart = await addItems(tx, caller, row!, input);
    cart = await patchCart(tx, cart, patch);
    const coupon = input.coupons?.[0]?.code;
    if (coupon) cart = await applyCoupon(tx, cart, coupon, caller.now);
    if (input.deliveryMethod)
      cart = await chooseDelivery(tx, cart, input.deliveryMethod, caller.now);
    return recordCartV2(tx, caller, cart, 'cart_created');
  });
}

/** The owner's current cart, if any, keeps its id and lines but is nobody's current cart now. */
async function unmarkCurrent(tx: Db, owner: CartOwner) {
  const existing = await findCart(tx, owner);
  if (!existing) return;
  await tx
    .update(ecomCarts)
    .set({ ownerType: 'APP', ownerId: `${DEDICATED_CART_PREFIX}${randomUUID()}` })
    .where(eq(ecomCarts.id, existing.id));
}

export function updateCartV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  input: z.output<typeof UpdateCartV2Request>,
): Promise<CartV2Response> {
  const patch = cartPatch(input.cart);
  return changeCartV2(db, caller, key, (tx, cart) => patchCart(tx, cart, patch));
}

export async function deleteCartV2(db: Db, caller: Caller, key: CartKey) {
  await cartTransaction(db, async (tx) => {
    const cart = await cartFor(tx, caller, key, true);
    // The deleted event carries the cart as it was.
    await recordCartV2(tx, caller, cart, 'cart_deleted');
    await tx.delete(ecomCarts).where(eq(ecomCarts.id, cart.id));
  });
  return {};
}

/** Prices are read live from the catalog on every call, so refreshing has nothing to rewrite. */
export async function refreshCartV2(db: Db, caller: Caller, key: CartKey) {
  const cart = await cartFor(db, caller, key);
  return { cart: await renderCartV2(db, cart, caller.now) };
}

/**
 * Estimate and calculate: the engine checkout charges by, at the cart's delivery address and
 * method (the cheapest offered when none is chosen); nothing is written.
 */
export async function estimateCartV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  input: Partial<z.output<typeof EstimateCartV2Request>> = {},
): Promise<CartV2SummaryResponse> {
  const cart: CartRow = await cartFor(db, caller, key);
  const priced = await priceCartRow(db, cart, {
    now: caller.now,
    calculateTax: input.calculateTax ?? true,
    calculateShipping: input.calculateDelivery ?? true,
  });
  return { cart: cartV2ToWire(priced), summary: cartV2Summary(priced) };
}
