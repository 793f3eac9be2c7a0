import {
  type CheckoutRequest,
  type CheckoutResponse,
  type PosCheckoutRequest,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import { invalid } from '../../../kernel/errors';
import { checkGuests, type CheckedGuests } from './checkout-input';
import {
  assertCheckoutable,
  contactIdOf,
  memberIdOf,
  placementOf,
  posPlacementOf,
  type Placement,
} from './checkout-status';
import { priceCoupon } from './coupon';
import { findEvent, type EventRow } from '../event-access';
import { heldByDefinition } from '../reservations/held';
import { totalsOf } from './invoice';
import { ALL_FIELDSETS, orderToWire } from '../orders/order-wire';
import { insertOrder, sellLines } from './place-order';
import { closeReservation, callersReservation } from '../reservations/reservation-store';
import {
  pricedLines,
  reservationsToWire,
  type ReservedLine,
} from '../reservations/reservation-wire';
import { checkPlanBenefit } from './plan-benefit';
import { useCoupon } from '../../orders/index';
import type { Caller } from '../../../kernel/caller';

/** The coupon's discount, counted as used; a coupon that does not apply refuses the checkout. */
async function discountOf(
  tx: Db,
  siteId: string,
  code: string | undefined,
  lines: ReservedLine[],
  currency: string,
  now: Date,
) {
  if (!code) return 0;
  const subtotal = totalsOf(pricedLines(lines)).subtotal;
  const coupon = await priceCoupon(tx, siteId, code, subtotal, currency, now);
  if ('error' in coupon)
    throw invalid(coupon.error, `Coupon ${code} cannot be used`, { couponCode: code });
  await useCoupon(tx, siteId, coupon.code);
  return coupon.discountMinor;
}

export function orderPageUrl(event: EventRow, orderNumber: string): string {
  const page = event.details.eventPageUrl ?? { base: '', path: `/event-details/${event.slug}` };
  return `${page.base}${page.path}/order/${orderNumber}`;
}

interface Flow {
  request: Pick<
    CheckoutRequest,
    'eventId' | 'reservationId' | 'buyer' | 'guests' | 'memberId' | 'discount' | 'marketingConsent'
  >;
  placement: (total: number) => Placement;
  /** POS sales have no form: the buyer is the walk-in guest. */
  walkIn?: boolean;
}

const WALK_IN: CheckedGuests = {
  buyer: { firstName: 'Walk-in', lastName: 'Guest', email: 'box-office@example.com' },
  forms: [[]],
};

async function placeCheckout(db: Db, caller: Caller, flow: Flow): Promise<CheckoutResponse> {
  const { now } = caller;
  const { request } = flow;
  const event = await findEvent(db, caller.siteId, request.eventId, caller.identity);
  return db.transaction(async (tx) => {
    const { row, lines } = await callersReservation(
      tx,
      caller,
      request.reservationId,
      event.id,
      true,
    );
    assertCheckoutable(row, now);
    const count = lines.reduce((s, l) => s + l.quantity, 0);
    const guests = flow.walkIn ? WALK_IN : checkGuests(event, request, count);
    const couponCode = request.discount?.couponCode;
    const discount = await discountOf(tx, caller.siteId, couponCode, lines, row.currency, now);
    const totals = totalsOf(pricedLines(lines), discount);
    const bundle = await insertOrder(tx, {
      reservation: row,
      lines,
      guests,
      totals,
      placement: flow.placement(totals.grandTotal),
      owner: caller.identity,
      memberId: memberIdOf(caller.identity, request.memberId),
      contactId: contactIdOf(caller.siteId, guests.buyer.email),
      couponCode,
      marketingConsent: Boolean(request.marketingConsent),
      now,
      caller,
    });
    // Last, so reservations of these definitions wait on their row locks as briefly as possible.
    const sold = await sellLines(tx, caller.siteId, lines, now);
    await closeReservation(tx, row, 'RESERVATION_CONFIRMED', now);
    const held = await heldByDefinition(tx, [...new Set(sold.map((l) => l.def.id))], now);
    return {
      order: orderToWire(bundle, ALL_FIELDSETS),
      expires: row.expiresAt.toISOString(),
      reservations: reservationsToWire(sold, held, now),
      orderPageUrl: orderPageUrl(event, bundle.order.orderNumber),
    };
  });
}

/**
 * Turns a pending, unexpired reservation into an order in one transaction: the reservation row
 * lock makes a second checkout of it wait and then fail RESERVATION_ALREADY_USED; the unique
 * reservation_id on orders is the backstop.
 */
export async function checkout(db: Db, caller: Caller, request: CheckoutRequest) {
  const { now } = caller;
  await checkPlanBenefit(db, caller, request.paidPlanBenefit);
  return placeCheckout(db, caller, {
    request,
    placement: (total) => placementOf(total, request.options, now),
  });
}

/** The box office: the owner sells a reservation at the venue (card reader or cash). */
export function posCheckout(db: Db, caller: Caller, request: PosCheckoutRequest) {
  const { now } = caller;
  return placeCheckout(db, caller, {
    request,
    placement: (total) => posPlacementOf(total, request.paymentDetailsId, now),
    walkIn: true,
  });
}
