import {
  CancelMultiServiceBookingRequest,
  CreateMultiServiceBookingRequest,
  GetMultiServiceBookingAvailabilityResponse,
  MAX_ID_LENGTH,
  MultiServiceBookingIdParams,
  MultiServiceBookingMembersRequest,
  MultiServiceBookingResponse,
  RescheduleMultiServiceBookingRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { ownerOnly } from '../../../http/require-owner';
import { createMultiServiceBooking } from './create-package';
import { multiServiceBookingAvailability } from './package-availability';
import {
  cancelMultiServiceBooking,
  rescheduleMultiServiceBooking,
  setPackageMembers,
} from './package-changes';
import { packageOf, packageToWire } from './package';

/** The documented path, which the official SDK sends on both of its hosts. */
const BASE = '/_api/bookings-service/v2/multi_service_bookings';
const ONE = `${BASE}/:multiServiceBookingId`;
const params = MultiServiceBookingIdParams;
const response = { 200: MultiServiceBookingResponse };

/**
 * Multi-service bookings (Bookings Writer V2): create, read, reschedule, cancel and the
 * availability of a package, for its booker and the owner; adding and removing bookings is the
 * owner's.
 */
export function multiServiceBookingRoutes(app: App): void {
  app.post(BASE, {
    schema: { body: CreateMultiServiceBookingRequest, response },
    handler: (request) => createMultiServiceBooking(app.db, request.caller, request.body),
  });
  app.get(ONE, {
    schema: { params, response },
    handler: async ({ caller, params: p }) => {
      const rows = await packageOf(app.db, caller, p.multiServiceBookingId);
      return packageToWire(p.multiServiceBookingId, rows, true);
    },
  });
  app.post(`${ONE}/cancel`, {
    schema: { params, body: CancelMultiServiceBookingRequest, response },
    handler: ({ caller, params: p, body }) =>
      cancelMultiServiceBooking(app.db, caller, p.multiServiceBookingId, body),
  });
  app.post(`${ONE}/reschedule`, {
    schema: { params, body: RescheduleMultiServiceBookingRequest, response },
    handler: ({ caller, params: p, body }) =>
      rescheduleMultiServiceBooking(app.db, caller, p.multiServiceBookingId, body),
  });
  app.post(`${ONE}/get_availability`, {
    schema: {
      params,
      body: z.object({ multiServiceBookingId: z.string().max(MAX_ID_LENGTH).optional() }),
      response: { 200: GetMultiServiceBookingAvailabilityResponse },
    },
    handler: ({ caller, params: p }) =>
      multiServiceBookingAvailability(app.db, caller, p.multiServiceBookingId),
  });
  for (const [action, add] of [
    ['add_bookings_to_multi_service_booking', true],
    ['remove_bookings_from_multi_service_booking', false],
  ] as const)
    app.post(`${BASE}/${action}`, {
      preValidation: ownerOnly,
      schema: { body: MultiServiceBookingMembersRequest, response },
      handler: ({ caller, body }) => setPackageMembers(app.db, caller, body, add),
    });
}
