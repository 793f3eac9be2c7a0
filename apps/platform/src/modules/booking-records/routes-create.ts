import {
  BulkCreateBookingRequest,
  BulkCreateBookingResponse,
  CreateBookingRequest,
  GetBookingResponse,
  PlatformErrorCode,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import type { Caller } from '../../kernel/caller';
import type { Db } from '../../db/client';
import { DomainError, forbidden } from '../../kernel/errors';
import { routeWithAliases } from '../../http/aliases';
import { placeOf } from './booked-entity';
import { createBooking } from './create';
import { getBooking } from './read';
import { bulkActionMetadata } from '../../kernel/bulk';

/**
 * Create Booking (Bookings v2, docs/protocol.md §2.1): the headless flow's second step, after a
 * Time Slots V2 slot (or a course's schedule) and before the checkout of the booking. The slot is
 * checked by the one availability engine, under the service's lock (create.ts).
 */
async function createFromRequest(db: Db, caller: Caller, body: CreateBookingRequest) {
  const { booking } = body;
  if (booking.status === 'CONFIRMED' && caller.role !== 'ADMIN')
    throw forbidden(
      PlatformErrorCode.forbidden,
      'Only the site owner may create a confirmed booking',
    );
  const place = await placeOf(db, caller, booking.bookedEntity);
  const { booking: row } = await createBooking(db, {
    ...caller,
    ...place,
    participants: booking.totalParticipants ?? 1,
    contactDetails: booking.contactDetails ?? {},
    asCreated: booking.status !== 'CONFIRMED',
  });
  return getBooking(db, caller, row.id);
}

type Result = BulkCreateBookingResponse['results'][number];

/** Bulk Create Booking: each booking in its own transaction, a refused one failing alone. */
async function createEach(
  db: Db,
  caller: Caller,
  body: BulkCreateBookingRequest,
): Promise<BulkCreateBookingResponse> {
  const results: Result[] = [];
  for (const [originalIndex, info] of body.createBookingsInfo.entries()) {
    try {
      const { booking } = await createFromRequest(db, caller, info);
      results.push({
        itemMetadata: { id: booking.id, originalIndex, success: true },
        ...(body.returnFullEntity ? { item: booking } : {}),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { code, description, data } = error;
      const failed = { code, description, ...(data ? { data } : {}) };
      results.push({ itemMetadata: { originalIndex, success: false, error: failed } });
    }
  }
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
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
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/bookings/v2/bulk/bookings/create', '/_api/bookings-service/v2/bulk/bookings/create'],
    schema: { body: BulkCreateBookingRequest, response: { 200: BulkCreateBookingResponse } },
    handler: (request) => createEach(app.db, request.caller, request.body),
  });
}
