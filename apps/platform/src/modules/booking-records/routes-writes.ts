import {
  BookingChangeRequest,
  ConfirmOrDeclineBookingRequest,
  GetBookingResponse,
  PlatformErrorCode,
  RescheduleBookingRequest,
  UpdateNumberOfParticipantsRequest,
  MAX_ID_LENGTH,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { forbidden, validationError } from '../../kernel/errors';
import { routeWithAliases } from '../../http/aliases';
import {
  cancelBooking,
  confirmBooking,
  declineBooking,
  rescheduleBooking,
  setParticipants,
  type Ref,
} from './lifecycle';
import { confirmOrDeclineBooking } from './confirmation';
import { getBooking } from './read';
import type { BookingRow } from './to-wire';
import { dateTimeViolation, isTimeZone, parseDateBound, timeZoneViolation } from '../availability';

const params = z.object({ bookingId: z.string().max(MAX_ID_LENGTH) });
type Params = z.infer<typeof params>;
type Who = 'owner' | 'owner-or-booker';

/**
 * Who may change the booking (404/403 like reading it). A preValidation hook, as on the other
 * owner-only routes: who is calling is settled before the body is looked at.
 */
const mayChange = (who: Who) => async (request: FastifyRequest) => {
  const { caller } = request;
  if (who === 'owner' && caller.role !== 'ADMIN')
    throw forbidden(
      PlatformErrorCode.forbidden,
      'Only the site owner may confirm or decline bookings',
    );
  await getBooking(request.server.db, caller, (request.params as Params).bookingId);
};

/** The booking to change, at the revision sent, with the notification for its outbox event. */
function refFor(request: FastifyRequest, body: BookingChangeRequest): Ref {
  const { bookingId } = request.params as Params;
  const { revision, participantNotification } = body;
  return {
    ...request.caller,
    bookingId,
    ...(revision ? { revision: Number(revision) } : {}),
    ...(participantNotification ? { participantNotification } : {}),
  };
}

/** The booking as it is now, read the way the caller may read it. */
const respond = (db: Db, row: BookingRow, request: FastifyRequest) =>
  getBooking(db, request.caller, row.id);

/** The new start; a time zone, when given (not empty), must be an IANA zone, as in availability. */
export function readStart(slot: RescheduleBookingRequest['slot']): Date {
  if (slot.timezone && !isTimeZone(slot.timezone))
    throw validationError([timeZoneViolation('slot.timezone')]);
  const start = parseDateBound(slot.startDate, slot.timezone || 'UTC');
  if (!start) throw validationError([dateTimeViolation('slot.startDate')]);
  return start;
}

/**
 * The documented path, the official SDK's (`/_api/bookings-service/…`, on both of its hosts:
 * docs/protocol.md §2.1), then this platform's older `/_api/bookings/…` form.
 */
const paths = (action: string) =>
  [
    `/bookings/v2/bookings/:bookingId/${action}`,
    `/_api/bookings-service/v2/bookings/:bookingId/${action}`,
    `/_api/bookings/v2/bookings/:bookingId/${action}`,
  ] as const;
const response = { 200: GetBookingResponse };

/**
 * One change of a booking: who may make it, its body, and the change itself, given the booking
 * (at the revision sent) and the body; it answers the booking as it is now.
 */
function changeRoute<B extends z.ZodType<BookingChangeRequest>>(
  app: App,
  action: string,
  who: Who,
  body: B,
  change: (ref: Ref, body: z.infer<B>) => Promise<BookingRow>,
): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: paths(action),
    preValidation: mayChange(who),
    schema: { params, body, response },
    handler: async (request) => {
      // Fastify validated it against `body`; the type provider cannot follow a generic schema.
      const sent = request.body as z.infer<B>;
      return respond(app.db, await change(refFor(request, sent), sent), request);
    },
  });
}

/** Booking changes (bookings v2); each one records its domain event in the outbox. */
export function bookingWriteRoutes(app: App): void {
  const simple = [
    ['confirm', 'owner', confirmBooking],
    ['decline', 'owner', declineBooking],
    ['cancel', 'owner-or-booker', cancelBooking],
  ] as const;
  for (const [action, who, run] of simple)
    changeRoute(app, action, who, BookingChangeRequest, (ref) => run(app.db, ref));
  changeRoute(app, 'reschedule', 'owner-or-booker', RescheduleBookingRequest, (ref, body) =>
    rescheduleBooking(app.db, ref, readStart(body.slot)),
  );
  changeRoute(
    app,
    'update_number_of_participants',
    'owner-or-booker',
    UpdateNumberOfParticipantsRequest,
    (ref, body) => setParticipants(app.db, ref, body.totalParticipants),
  );
  // `{bookingId}:confirmOrDecline` as documented: a parameter that stops at the colon.
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/bookings/v2/confirmation/:bookingId(^[^:/]+)::confirmOrDecline'],
    preValidation: mayChange('owner'),
    schema: { params, body: ConfirmOrDeclineBookingRequest, response },
    handler: async (request) => {
      const ref = { ...request.caller, bookingId: request.params.bookingId };
      const row = await confirmOrDeclineBooking(app.db, ref, request.body.paymentStatus);
      return respond(app.db, row, request);
    },
  });
}
