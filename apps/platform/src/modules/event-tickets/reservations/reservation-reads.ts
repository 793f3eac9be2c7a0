import type { GetInvoiceRequest, GetInvoiceResponse, ReservationStatus } from '@headless/contract';
import type { Db } from '../../../db/client';
import { priceCoupon } from '../checkout/coupon';
import { checkPlanBenefit } from '../checkout/plan-benefit';
import { buildInvoice, totalsOf } from '../checkout/invoice';
import { pricedLines, reservationStatusOf } from './reservation-wire';
import { callersReservation, findReservation } from './reservation-store';
import type { Caller } from '../../../kernel/caller';

/** The invoice of a reservation, with a coupon when asked; a coupon that fails is reported, not thrown. */
export async function getInvoice(
  db: Db,
  caller: Caller,
  reservationId: string,
  request: GetInvoiceRequest,
): Promise<GetInvoiceResponse> {
  const { now } = caller;
  const { row, lines } = await callersReservation(db, caller, reservationId, request.eventId);
  await checkPlanBenefit(db, caller, request.paidPlanBenefit);
  const priced = pricedLines(lines);
  const code = request.withDiscount?.couponCode;
  if (!code) return { invoice: buildInvoice(priced, row.currency) };
  const coupon = await priceCoupon(
    db,
    caller.siteId,
    code,
    totalsOf(priced).subtotal,
    row.currency,
    now,
  );
  if ('error' in coupon)
    return {
      invoice: buildInvoice(priced, row.currency),
      discountErrors: { error: [{ code: coupon.error }] },
    };
  return { invoice: buildInvoice(priced, row.currency, coupon.discountMinor) };
}

/** What the hosted events checkout shows of a reservation (see index.ts). */
export interface ReservationSummary {
  id: string;
  eventId: string;
  status: ReservationStatus;
  expires: Date;
  currency: string;
  lines: {
    definitionId: string;
    name: string;
    quantity: number;
    priceMinor: number;
    feeMinor: number;
  }[];
  subtotalMinor: number;
  feeMinor: number;
  totalMinor: number;
}

export async function loadReservation(
  db: Db,
  siteId: string,
  reservationId: string,
  now: Date,
): Promise<ReservationSummary | null> {
  const found = await findReservation(db, siteId, reservationId);
  if (!found) return null;
  const { row, lines } = found;
  const totals = totalsOf(pricedLines(lines));
  return {
    id: row.id,
    eventId: row.eventId,
    status: reservationStatusOf(row, now),
    expires: row.expiresAt,
    currency: row.currency,
    lines: lines.map((l) => ({
      definitionId: l.def.id,
      name: l.def.name,
      quantity: l.quantity,
      priceMinor: l.priceMinor,
      feeMinor: l.feeMinor,
    })),
    subtotalMinor: totals.subtotal,
    feeMinor: totals.addedFees,
    totalMinor: totals.grandTotal,
  };
}
