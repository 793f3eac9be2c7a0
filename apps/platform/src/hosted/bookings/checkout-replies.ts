import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import {
  callbackUrl,
  cancelUrl,
  checkoutError,
  checkoutRef,
  declinedOutcome,
  recordCallback,
  type CallbackOutcome,
} from '../callback';
import { messagePage } from './checkout-view';
import { PAYMENT_DECLINED } from '../form-messages';
import { returnOrShow, send } from '../store/ecom-replies';
import type { BookingsSessionRow } from '../../modules/redirects/index';

/** The hosted bookings checkout's answers other than the form itself: redirects and messages. */

export const expired = (reply: FastifyReply) =>
  send(
    reply,
    404,
    messagePage(
      'Checkout not found',
      'This checkout link is unknown or has expired. Go back to the site and choose a time again.',
    ),
  );

export const booked = (bookingId: string): CallbackOutcome => ({
  type: 'CHECKOUT',
  status: 'SUCCESS',
  params: { bookingId },
});

/** Where the visitor goes after booking, with the booking id appended. */
export function returnUrl(session: BookingsSessionRow, bookingId: string): string | undefined {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  return target && callbackUrl(target, booked(bookingId));
}

export function alreadyBooked(reply: FastifyReply, session: BookingsSessionRow, bookingId: string) {
  const next = returnUrl(session, bookingId);
  return send(
    reply,
    200,
    messagePage(
      'Already booked',
      'This checkout is complete.',
      next ? { href: next, label: 'Back to the site' } : undefined,
    ),
  );
}

/**
 * Declined: nothing is booked (a declined payment leaves no booking, as on the real platform);
 * back to the site with `paymentStatus=DECLINED`, else a page to try again.
 */
export function declined(reply: FastifyReply, session: BookingsSessionRow) {
  const outcome = declinedOutcome({ serviceId: session.payload.serviceId });
  return returnOrShow(reply, session, session.callbacks.postFlowUrl, outcome, {
    status: 402,
    html: messagePage(
      PAYMENT_DECLINED.title,
      `${PAYMENT_DECLINED.description}. Nothing was charged and nothing was booked.`,
      { href: `/hosted/bookings-checkout/${session.id}`, label: 'Try again' },
    ),
  });
}

/** The session ends without a booking; the link back carries the error. */
export async function slotGone(reply: FastifyReply, session: BookingsSessionRow) {
  await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  const target = session.callbacks.bookingsServiceListUrl ?? session.callbacks.postFlowUrl;
  const back =
    target &&
    callbackUrl(
      target,
      checkoutError(CallbackErrorCode.slotUnavailable, 'Slot no longer available'),
    );
  return send(
    reply,
    409,
    messagePage(
      'Slot no longer available',
      'Someone booked the last spot of this time, or it can no longer be booked. Nothing was booked and nothing was charged. Please choose another time.',
      back ? { href: back, label: 'Choose another time' } : undefined,
      cancelUrl(session.callbacks),
    ),
  );
}
