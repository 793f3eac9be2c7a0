import { QueryExtendedBookingsRequest, QueryExtendedBookingsResponse } from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { queryExtendedBookings } from './query';

/** Bookings reader v2: the bookings a member or visitor reads as their own (docs/protocol.md §2.1). */
export function bookingQueryRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/bookings/bookings-reader/v2/extended-bookings/query',
      '/_api/bookings-reader/v2/extended-bookings/query',
    ],
    schema: {
      body: QueryExtendedBookingsRequest,
      response: { 200: QueryExtendedBookingsResponse },
    },
    handler: (request) => queryExtendedBookings(app.db, request.caller, request.body),
  });
}
