import { GetBookingResponse, MAX_ID_LENGTH } from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { getBooking } from './read';
import { multiServiceBookingRoutes } from './multi-service/routes-multi-service';
import { bookingAnonymousRoutes } from './routes-anonymous';
import { bookingCreateRoutes } from './routes-create';
import { bookingQueryRoutes } from './routes-query';
import { bookingWriteRoutes } from './routes-writes';

/** Bookings v2: reading a booking back after the hosted checkout, and changing it. */
export default async function bookingRecordsRoutes(app: App): Promise<void> {
  guardApp(app, 'bookings');

  routeWithAliases(app, {
    method: 'GET',
    paths: ['/bookings/v2/bookings/:bookingId', '/_api/bookings/v2/bookings/:bookingId'],
    schema: {
      params: z.object({ bookingId: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: GetBookingResponse },
    },
    handler: (request) => getBooking(app.db, request.caller, request.params.bookingId),
  });
  bookingCreateRoutes(app);
  bookingQueryRoutes(app);
  bookingWriteRoutes(app);
  bookingAnonymousRoutes(app);
  multiServiceBookingRoutes(app);
}
