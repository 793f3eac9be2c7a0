import {
  CheckoutErrorCode,
  PlatformErrorCode,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  type GetCheckoutResponse,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ecomCarts } from '../../db/schema/ecom';
import { forbidden, invalid, notFound, validationError } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { recordOutboxEvent } from '../../outbox/record';
import {
  cartNotFound,
  cartOwner,
  findCart,
  isCurrentCart,
  type CartOwner,
  type CartRow,
} from '../ecom';
import { priceCartRowForCheckout, type CheckoutPricing, type PricingInput } from './pricing';
import { findCheckout, insertCheckout, type CheckoutRow } from './store';
import { checkoutToWire, emptyView, pricedView, type PricedView } from './to-wire';

type CreateInput = z.output<typeof CreateCheckoutRequest>;

export const checkoutNotFound = (checkoutId: string) =>
  notFound(CheckoutErrorCode.checkoutNotFound, `Checkout not found: ${checkoutId}`, {
    checkoutId,
  });

export const ownerOf = (row: CheckoutRow): CartOwner => ({
  siteId: row.siteId,
  type: row.ownerType,
  id: row.ownerId,
});

export const pricingInputOf = (row: CheckoutRow): PricingInput => ({
  ...(row.shippingInfo.address ? { shippingAddress: row.shippingInfo.address } : {}),
  selectedShippingOption: row.selectedShippingOption,
  couponCode: row.couponCode,
});

/** Live pricing of an open checkout; undefined once its cart is gone (deleted or replaced). */
export async function priceCheckout(
  db: Db,
  row: CheckoutRow,
  now: Date,
  input: PricingInput = pricingInputOf(row),
): Promise<CheckoutPricing | undefined> {
  // By the checkout's own cart id: a template checkout's cart is not its buyer's current cart.
  const [cart] = await db
    .select()
    .from(ecomCarts)
    .where(and(eq(ecomCarts.siteId, row.siteId), eq(ecomCarts.id, row.cartId)));
  return cart ? priceCartRowForCheckout(db, cart, input, now) : undefined;
}

export async function viewOf(db: Db, row: CheckoutRow, now: Date): Promise<PricedView> {
  if (row.completedAt && row.snapshot) return row.snapshot as unknown as PricedView;
  const pricing = await priceCheckout(db, row, now);
  return pricing ? pricedView(pricing) : emptyView(row.currency);
}

/** A chosen shipping option must be one the engine offers for this cart. */
export function assertShippingOption(
  pricing: CheckoutPricing,
  code: string | undefined,
  field = 'selectedShippingOption.code',
): void {
  if (!code || pricing.shippingOptions.some((o) => o.code === code)) return;
  const offered = pricing.shippingOptions.map((o) => o.code).join(', ') || 'none';
  throw validationError([
    {
      field,
      description: `is not an available shipping option (${offered})`,
      violatedRule: 'VALIDATION',
    },
  ]);
}

export async function createCheckoutFromCurrentCart(
  db: Db,
  caller: Caller,
  input: CreateInput,
): Promise<CreateCheckoutResponse> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, cartOwner(caller.siteId, caller.identity));
    if (!cart) throw cartNotFound();
    return checkoutFromCart(tx, caller, cart, input);
  });
}

/**
 * A checkout of a cart row: the current cart (Create Checkout) or any cart the caller may use
 * (Cart V2's checkout URL). Its buyer is the cart's owner; one that is nobody's current cart
 * (Cart V2's create cart) is checked out as the caller's. `keepsCart` (Cart V2) keeps the cart,
 * marked as ordered, when the order is placed; Checkout V1's deletes it.
 */
export async function checkoutFromCart(
  tx: Db,
  caller: Caller,
  cart: CartRow,
  input: CreateInput,
  { keepsCart = false }: { keepsCart?: boolean } = {},
): Promise<CreateCheckoutResponse> {
  const { now } = caller;
  const owner = isCurrentCart(cart)
    ? { siteId: cart.siteId, type: cart.ownerType, id: cart.ownerId }
    : cartOwner(caller.siteId, caller.identity);
  const pricingInput = {
    ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
    selectedShippingOption: input.selectedShippingOption ?? null,
    couponCode: cart.couponCode ?? null,
  };
  const pricing = await priceCartRowForCheckout(tx, cart, pricingInput, now);
  if (!pricing.lines.length)
    throw invalid(CheckoutErrorCode.cartIsEmpty, 'The cart is empty: add items first');
  assertShippingOption(pricing, input.selectedShippingOption?.code);
  const row = await insertCheckout(tx, {
    siteId: caller.siteId,
    cartId: cart.id,
    ownerType: owner.type,
    ownerId: owner.id,
    channelType: input.channelType,
    currency: pricing.currency,
    email: input.email ?? null,
    shippingInfo: input.shippingAddress ? { address: input.shippingAddress } : {},
    billingInfo: input.billingAddress ? { address: input.billingAddress } : {},
    selectedShippingOption: input.selectedShippingOption ?? null,
    // Only a coupon that applies now; a stale one would block completing the order.
    couponCode: pricing.couponCode ?? null,
    buyerNote: cart.buyerNote,
    keepsCart,
  });
  const checkout = checkoutToWire(row, pricedView(pricing));
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: 'wix.ecom.v1.checkout_created',
    entityId: row.id,
    payload: checkout,
    caller,
  });
  return { checkoutId: row.id };
}

/** The buyer who owns the cart reads it, and the site owner (API key); nobody else. */
export function assertReadable(caller: Caller, owner: { ownerType: string; ownerId: string }) {
  const own = owner.ownerType === caller.identity.type && owner.ownerId === caller.identity.id;
  if (!own && caller.role !== 'ADMIN')
    throw forbidden(PlatformErrorCode.forbidden, 'Only the buyer may read this');
}

export async function getCheckout(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<GetCheckoutResponse> {
  const { now } = caller;
  const row = await findCheckout(db, caller.siteId, checkoutId);
  if (!row) throw checkoutNotFound(checkoutId);
  assertReadable(caller, row);
  return { checkout: checkoutToWire(row, await viewOf(db, row, now)) };
}

/** A redirect session may point only at the caller's own open checkout (or any, for the owner). */
export async function assertOpenCheckoutOf(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<void> {
  const row = await findCheckout(db, caller.siteId, checkoutId);
  const own = row && row.ownerType === caller.identity.type && row.ownerId === caller.identity.id;
  if (!row || (!own && caller.role !== 'ADMIN')) throw checkoutNotFound(checkoutId);
  if (row.completedAt)
    throw invalid(CheckoutErrorCode.checkoutCompleted, 'This checkout is already completed', {
      checkoutId,
    });
}
