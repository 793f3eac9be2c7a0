import { CallbackErrorCode, MAX_ID_LENGTH } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../app';
import type { Db } from '../db/client';
import { bookingsBookings } from '../db/schema/booking-records';
import { DomainError } from '../errors';
import { findServices, loadSchedules } from '../modules/availability/schedule-store';
import { createBooking } from '../modules/booking-records/create';
import { findLiveSession, type BookingsSessionRow } from '../modules/redirects/store';
import { callbackUrl, checkoutRef, recordCallback, type CallbackOutcome } from './callback';
import { readForm, validateForm } from './checkout-form';
import { checkoutPage, messagePage, type CheckoutSummary } from './checkout-view';
import { returnOrShow, send } from './ecom-replies';
import { sessionIdentity } from './session-identity';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });

const expired = (reply: FastifyReply) =>
  send(
    reply,
    404,
    messagePage(
      'Checkout not found',
      'This checkout link is unknown or has expired. Go back to the site and choose a time again.',
    ),
  );

const booked = (bookingId: string): CallbackOutcome => ({
  type: 'CHECKOUT',
  status: 'SUCCESS',
  params: { bookingId },
});

/** Where the visitor goes after booking, with the booking id appended. */
function returnUrl(session: BookingsSessionRow, bookingId: string): string | undefined {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  return target && callbackUrl(target, booked(bookingId));
}

async function loadSummary(
  db: Db,
  session: BookingsSessionRow,
): Promise<CheckoutSummary | undefined> {
  const [service] = await findServices(db, session.siteId, { ids: [session.payload.serviceId] });
  if (!service) return undefined;
  const [schedule] = await loadSchedules(db, [service], new Date(), new Date());
  const policyMax = schedule?.policy.participantsPolicy?.maxParticipantsPerBooking;
  return {
    serviceName: service.name,
    start: new Date(session.payload.startDate),
    end: new Date(session.payload.endDate),
    timeZone: session.payload.timezone,
    priceMinor: service.rateType === 'NO_FEE' ? null : service.priceMinor,
    currency: service.currency,
    maxParticipants: Math.max(
      1,
      Math.min(service.defaultCapacity, policyMax ?? service.defaultCapacity),
    ),
  };
}

const liveSession = (db: Db, id: string) => findLiveSession(db, id, 'bookingsCheckout');

/** The session ends without a booking; the link back carries the error. */
async function slotGone(reply: FastifyReply, session: BookingsSessionRow) {
  await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  const target = session.callbacks.bookingsServiceListUrl ?? session.callbacks.postFlowUrl;
  const back =
    target &&
    callbackUrl(target, {
      type: 'CHECKOUT',
      status: 'ERROR',
      error: CallbackErrorCode.slotUnavailable,
      errorDescription: 'Slot no longer available',
    });
  return send(
    reply,
    409,
    messagePage(
      'Slot no longer available',
      'Someone booked the last spot of this time, or it can no longer be booked. Nothing was booked and nothing was charged. Please choose another time.',
      back ? { href: back, label: 'Choose another time' } : undefined,
    ),
  );
}

/** The hosted bookings checkout a redirect session's fullUrl points to (public: no token). */
export default async function hostedCheckoutRoutes(app: App): Promise<void> {
  app.get(
    '/hosted/bookings-checkout/:sessionId',
    { schema: { params, hide: true } },
    async (request, reply) => {
      const session = await liveSession(app.db, request.params.sessionId);
      const s = session && (await loadSummary(app.db, session));
      if (!session || !s) return expired(reply);
      const [done] = await app.db
        .select({ id: bookingsBookings.id })
        .from(bookingsBookings)
        .where(
          and(
            eq(bookingsBookings.siteId, session.siteId),
            eq(bookingsBookings.redirectSessionId, session.id),
          ),
        );
      if (done) {
        const next = returnUrl(session, done.id);
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
      return send(reply, 200, checkoutPage(s));
    },
  );

  app.post(
    '/hosted/bookings-checkout/:sessionId',
    { schema: { params, hide: true } },
    async (request, reply) => {
      const session = await liveSession(app.db, request.params.sessionId);
      const s = session && (await loadSummary(app.db, session));
      if (!session || !s) return expired(reply);
      const form = readForm(request.body);
      const checked = validateForm(form, s.maxParticipants);
      if ('errors' in checked) return send(reply, 400, checkoutPage(s, form, checked.errors));
      const { firstName, lastName, email, participants } = checked.ok;
      try {
        const { booking } = await createBooking(app.db, {
          siteId: session.siteId,
          serviceId: session.payload.serviceId,
          start: s.start,
          participants,
          contactDetails: {
            firstName,
            ...(lastName ? { lastName } : {}),
            email,
            timeZone: s.timeZone,
          },
          timeZone: s.timeZone,
          createdBy: {
            type: session.createdByType as 'ANONYMOUS_VISITOR',
            id: session.createdById,
          },
          identity: sessionIdentity(session),
          redirectSessionId: session.id,
        });
        const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
        return returnOrShow(reply, session, target, booked(booking.id), {
          status: 200,
          html: messagePage(
            'Booking confirmed',
            `Your booking ${booking.id} is ${booking.status.toLowerCase()}.`,
          ),
        });
      } catch (error) {
        if (error instanceof DomainError) return slotGone(reply, session);
        throw error;
      }
    },
  );
}
