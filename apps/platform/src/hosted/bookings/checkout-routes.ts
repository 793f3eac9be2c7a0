import { MAX_ID_LENGTH } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { bookingsBookings } from '../../db/schema/booking-records';
import { DomainError } from '../../kernel/errors';
import { cancelUrl } from '../callback';
import {
  actionOf,
  participantsOf,
  quoteDiffers,
  readForm,
  validateForm,
  type CheckoutForm,
  type ValidForm,
} from './checkout-form';
import { alreadyBooked, booked, declined, expired, slotGone } from './checkout-replies';
import {
  checkoutPage,
  messagePage,
  totalChangedNotice,
  type CheckoutSummary,
} from './checkout-view';
import { returnOrShow, send } from '../store/ecom-replies';
import { sessionCaller } from '../session-identity';
import { findServices, loadSchedules } from '../../modules/availability/index';
import { createBooking } from '../../modules/booking-records/index';
import { findLiveSession, type BookingsSessionRow } from '../../modules/redirects/index';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });

async function loadSummary(
  db: Db,
  session: BookingsSessionRow,
  now: Date,
): Promise<CheckoutSummary | undefined> {
  // The visitor's view: a service hidden since (its category deleted) is gone for them.
  const reader = sessionCaller(session, now);
  const [service] = await findServices(db, reader, { ids: [session.payload.serviceId] });
  if (!service) return undefined;
  const [schedule] = await loadSchedules(db, [service], now, now);
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
    backHref: cancelUrl(session.callbacks),
  };
}

/** The live session with its summary and the booking it made (if any); undefined when gone. */
async function load({ db, clock }: App, id: string) {
  const now = clock.now();
  const session = await findLiveSession(db, id, 'bookingsCheckout', now);
  const summary = session && (await loadSummary(db, session, now));
  if (!session || !summary) return undefined;
  const [done] = await db
    .select({ id: bookingsBookings.id })
    .from(bookingsBookings)
    .where(
      and(
        eq(bookingsBookings.siteId, session.siteId),
        eq(bookingsBookings.redirectSessionId, session.id),
      ),
    );
  return { session, summary, bookingId: done?.id, now };
}
type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

/** `update` shows the total for the participants typed, and only their error if they are wrong. */
function repriced(l: Loaded, form: CheckoutForm) {
  const max = l.summary.maxParticipants;
  const errors = participantsOf(form, max)
    ? {}
    : { participants: `Enter a whole number from 1 to ${max}.` };
  return checkoutPage(l.summary, form, errors);
}

function quotedAgain(l: Loaded, form: CheckoutForm, participants: number) {
  const again = { ...form, quotedParticipants: String(participants) };
  return checkoutPage(l.summary, again, {}, totalChangedNotice(l.summary, participants));
}

/** The hosted bookings checkout a redirect session's fullUrl points to (public: no token). */
export default async function hostedCheckoutRoutes(app: App): Promise<void> {
  const path = '/hosted/bookings-checkout/:sessionId';
  app.get(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return expired(reply);
    if (l.bookingId) return alreadyBooked(reply, l.session, l.bookingId);
    return send(reply, 200, checkoutPage(l.summary));
  });

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return expired(reply);
    if (l.bookingId) return done(reply, l.session, l.bookingId);
    const form = readForm(request.body);
    const paid = Boolean(l.summary.priceMinor);
    if (paid && actionOf(request.body) === 'update') return send(reply, 200, repriced(l, form));
    const checked = validateForm(form, l.summary.maxParticipants);
    if ('errors' in checked) return send(reply, 400, checkoutPage(l.summary, form, checked.errors));
    const { participants } = checked.ok;
    // The charge is the amount the button named, or nothing: the page comes back re-priced.
    if (paid && quoteDiffers(form, participants))
      return send(reply, 409, quotedAgain(l, form, participants));
    if (paid && form.paymentOutcome === 'decline') return declined(reply, l.session);
    try {
      const { booking } = await createBooking(app.db, bookingInput(l, checked.ok, paid));
      return done(reply, l.session, booking.id, booking.status);
    } catch (error) {
      if (error instanceof DomainError) return slotGone(reply, l.session);
      throw error;
    }
  });
}

/** What the checkout books: the session's slot, for its visitor, paid when the service costs. */
function bookingInput({ session, summary: s, now }: Loaded, form: ValidForm, paid: boolean) {
  const { firstName, lastName, email, participants } = form;
  return {
    ...sessionCaller(session, now),
    serviceId: session.payload.serviceId,
    start: s.start,
    participants,
    contactDetails: { firstName, ...(lastName ? { lastName } : {}), email, timeZone: s.timeZone },
    timeZone: s.timeZone,
    redirectSessionId: session.id,
    paid,
  };
}

/** Booked (now, or by an earlier submit of this session): back to the site with the id. */
function done(reply: FastifyReply, session: BookingsSessionRow, id: string, status = 'CONFIRMED') {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  return returnOrShow(reply, session, target, booked(id), {
    status: 200,
    html: messagePage('Booking confirmed', `Your booking ${id} is ${status.toLowerCase()}.`),
  });
}
