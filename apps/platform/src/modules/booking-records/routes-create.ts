import {
  AvailabilityErrorCode,
  CreateBookingRequest,
  GetBookingResponse,
  PlatformErrorCode,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import type { Caller } from '../../kernel/caller';
import type { Db } from '../../db/client';
import { forbidden, notFound, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { routeWithAliases } from '../../http/aliases';
import {
  dateTimeViolation,
  isTimeZone,
  parseDateBound,
  scheduleTimeZone,
  timeZoneViolation,
} from '../availability';
import { createBooking } from './create';
import { getBooking } from './read';

/**
 * Create Booking (Bookings v2, docs/protocol.md §2.1): the headless flow's second step, after a
 * Time Slots V2 slot and before the checkout of the booking. The slot is checked by the one
 * availability engine, under the service's lock (create.ts).
 */
async function createFromRequest(db: Db, caller: Caller, body: CreateBookingRequest) {
  const { booking } = body;
  const { slot } = booking.bookedEntity;
  if (booking.status === 'CONFIRMED' && caller.role !== 'ADMIN')
    throw forbidden(
      PlatformErrorCode.forbidden,
      'Only the site owner may create a confirmed booking',
    );
  if (!isUuid(slot.serviceId))
    throw notFound(AvailabilityErrorCode.serviceNotFound, `Service not found: ${slot.serviceId}`, {
      serviceId: slot.serviceId,
    });
  if (slot.timezone && !isTimeZone(slot.timezone))
    throw validationError([timeZoneViolation('booking.bookedEntity.slot.timezone')]);
  // A local start (a Time Slots V2 slot's) is in the zone sent, else the business's.
  const timeZone = slot.timezone || (await scheduleTimeZone(db, [slot.serviceId]));
  const start = parseDateBound(slot.startDate, timeZone);
  if (!start) throw validationError([dateTimeViolation('booking.bookedEntity.slot.startDate')]);
  const { booking: row } = await createBooking(db, {
    ...caller,
    serviceId: slot.serviceId,
    start,
    participants: booking.totalParticipants ?? 1,
    contactDetails: booking.contactDetails ?? {},
    timeZone,
    asCreated: booking.status !== 'CONFIRMED',
  });
  return getBooking(db, caller, row.id);
}

export function bookingCreateRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/bookings/v2/bookings',
      '/_api/bookings-service/v2/bookings',
      '/_api/bookings/v2/bookings',
    ],
    schema: { body: CreateBookingRequest, response: { 200: GetBookingResponse } },
    handler: (request) => createFromRequest(app.db, request.caller, request.body),
  });
}
