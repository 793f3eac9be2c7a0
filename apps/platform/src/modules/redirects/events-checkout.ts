import { EventTicketsErrorCode, type CreateRedirectSessionRequest } from '@headless/contract';
import { invalid, notFound } from '../../kernel/errors';
import { findEventBySlug, readReservation, type ReservationView } from './events-data';
import { missingFields, requirePremium, startSession, type OpenCheckout } from './service';
import { readCallbacks } from '../oauth';

const Code = EventTicketsErrorCode;

function requiredText(intent: Record<string, unknown>, field: 'eventSlug' | 'reservationId') {
  const value = intent[field];
  if (typeof value === 'string' && value.trim()) return value.trim();
  return undefined;
}

function readIntent(request: CreateRedirectSessionRequest) {
  const intent = request.eventsCheckout ?? {};
  const eventSlug = requiredText(intent, 'eventSlug');
  const reservationId = requiredText(intent, 'reservationId');
  const missing = (['eventSlug', 'reservationId'] as const).filter(
    (f) => !(f === 'eventSlug' ? eventSlug : reservationId),
  );
  if (missing.length) missingFields(missing.map((f) => `eventsCheckout.${f}`));
  return { eventSlug: eventSlug!, reservationId: reservationId! };
}

/** Only a pending, unexpired reservation of this very event can be checked out. */
function assertCheckoutable(reservation: ReservationView | null, eventId: string, id: string) {
  if (!reservation || reservation.eventId !== eventId)
    throw notFound(Code.reservationNotFound, `Reservation not found for this event: ${id}`, {
      reservationId: id,
    });
  if (reservation.status === 'RESERVATION_EXPIRED')
    throw invalid(Code.reservationExpired, 'The reservation has expired', {
      reservationId: id,
      expires: reservation.expires.toISOString(),
    });
  if (reservation.status !== 'RESERVATION_PENDING') {
    const used = reservation.status === 'RESERVATION_CONFIRMED';
    throw invalid(
      used ? Code.reservationUsed : Code.reservationCanceled,
      used ? 'The reservation was already checked out' : 'The reservation was canceled',
      { reservationId: id, status: reservation.status },
    );
  }
  return reservation;
}

/**
 * eventsCheckout {eventSlug, reservationId} (docs/protocol.md §3.7): a paid one needs a premium
 * site.
 */
export const createEventsCheckout: OpenCheckout = async (db, caller, request, origin) => {
  const { eventSlug, reservationId } = readIntent(request);
  const callbacks = await readCallbacks(db, caller, request.callbacks);
  const event = await findEventBySlug(db, caller.siteId, eventSlug);
  if (!event || event.state !== 'PUBLISHED')
    throw notFound(Code.eventNotFound, `Event not found: ${eventSlug}`, {
      eventSlug,
    });
  const reservation = assertCheckoutable(
    await readReservation(db, caller.siteId, reservationId, caller.now),
    event.id,
    reservationId,
  );
  if (reservation.totalMinor > 0)
    await requirePremium(db, caller.siteId, 'Checkout of paid tickets needs a premium site');
  const payload = { eventId: event.id, eventSlug, reservationId };
  const session = { caller, callbacks, intent: 'eventsCheckout', payload } as const;
  return startSession(db, session, 'events-checkout', origin);
};
