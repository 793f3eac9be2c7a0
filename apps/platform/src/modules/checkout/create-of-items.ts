import {
  AppId,
  CheckoutErrorCode,
  PlatformErrorCode,
  type CreateCheckoutOfItemsRequest,
  type GetCheckoutResponse,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { StoredCustomLine } from '../../db/schema/ecom';
import { ecomCarts } from '../../db/schema/ecom';
import type { Caller } from '../../kernel/caller';
import { forbidden, invalid, validationError } from '../../kernel/errors';
import { recordOutboxEvent } from '../../outbox/record';
import { bookingLine } from '../booking-records';
import { addResolved, renderCart, resolveLines, toStoredCustomLines } from '../ecom';
import { checkoutFromCart, getCheckout } from './service';

type Input = z.output<typeof CreateCheckoutOfItemsRequest>;
type ItemInput = NonNullable<Input['lineItems']>[number];

const currencyViolation = (field: string, currency: string) =>
  validationError([
    {
      field,
      description: `must be priced in ${currency}, like the checkout's other lines`,
      violatedRule: 'VALIDATION',
    },
  ]);

/** The booking lines: each one booking of the caller's, once, in one currency. */
async function bookingLines(tx: Db, caller: Caller, items: [ItemInput, number][]) {
  const lines: StoredCustomLine[] = [];
  let currency: string | undefined;
  for (const [item, i] of items) {
    const field = `lineItems.${i}`;
    const bookingId = item.catalogReference.catalogItemId;
    if (lines.some((l) => l.bookingId === bookingId))
      throw validationError([
        {
          field: `${field}.catalogReference.catalogItemId`,
          description: 'names a booking an earlier line already checks out',
          violatedRule: 'VALIDATION',
        },
      ]);
    const line = await bookingLine(tx, caller, bookingId, item.quantity, field);
    if (currency && line.currency !== currency) throw currencyViolation(field, currency);
    currency = line.currency;
    lines.push({
      id: randomUUID(),
      productName: line.name,
      priceMinor: line.priceMinor,
      quantity: 1,
      itemType: 'SERVICE',
      bookingId,
    });
  }
  return { lines, currency };
}

/**
 * The checkout's own cart, nobody's current cart (like a checkout template's): the catalog lines
 * (Stores products) resolved as the cart resolves them, the bookings and custom lines beside them.
 */
async function itemsCart(tx: Db, caller: Caller, input: Input) {
  const items = (input.lineItems ?? []).map((item, i) => [item, i] as [ItemInput, number]);
  const isBooking = ([item]: [ItemInput, number]) => item.catalogReference.appId === AppId.bookings;
  const booked = await bookingLines(tx, caller, items.filter(isBooking));
  const products = items.filter((entry) => !isBooking(entry));
  const catalog = products.length
    ? await resolveLines(
        tx,
        caller.siteId,
        products.map(([item]) => item),
        'lineItems',
      )
    : undefined;
  if (catalog && booked.currency && catalog.currency !== booked.currency)
    throw currencyViolation('lineItems', catalog.currency);
  const currency = catalog?.currency ?? booked.currency ?? 'USD';
  const custom = toStoredCustomLines(input.customLineItems ?? [], currency, 'customLineItems');
  const [cart] = await tx
    .insert(ecomCarts)
    .values({
      siteId: caller.siteId,
      ownerType: 'APP',
      ownerId: `checkout:${randomUUID()}`,
      currency,
      couponCode: input.couponCode ?? null,
      customLineItems: [...booked.lines, ...custom],
    })
    .returning();
  return catalog ? addResolved(tx, cart!, catalog.lines) : cart!;
}

/**
 * Create Checkout (POST /ecom/v1/checkouts): a checkout of the items given, as the caller's, in
 * one transaction with its own cart; completing it places the order (and pays its bookings).
 */
export async function createCheckoutOfItems(
  db: Db,
  caller: Caller,
  input: Input,
): Promise<GetCheckoutResponse> {
  if (input.customLineItems?.length && caller.role !== 'ADMIN')
    throw forbidden(PlatformErrorCode.forbidden, 'Only the site owner may add custom line items');
  if (!input.lineItems?.length && !input.customLineItems?.length)
    throw invalid(CheckoutErrorCode.cartIsEmpty, 'A checkout needs at least one line item');
  const info = input.checkoutInfo;
  const { checkoutId } = await db.transaction(async (tx) => {
    const cart = await itemsCart(tx, caller, input);
    await recordOutboxEvent(tx, {
      siteId: caller.siteId,
      eventType: 'wix.ecom.v1.cart_created',
      entityId: cart.id,
      payload: await renderCart(tx, cart, caller.now),
      caller,
    });
    const address = info?.shippingInfo?.shippingDestination?.address;
    return checkoutFromCart(tx, caller, cart, {
      channelType: input.channelType,
      ...(info?.buyerInfo?.email ? { email: info.buyerInfo.email } : {}),
      ...(address ? { shippingAddress: address } : {}),
      ...(info?.billingInfo?.address ? { billingAddress: info.billingInfo.address } : {}),
    });
  });
  return getCheckout(db, caller, checkoutId);
}
