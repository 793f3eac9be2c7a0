import {
  GetScheduleAvailabilityResponse,
  MultiSlotRequest,
  MultiSlotResponse,
  QueryAvailabilityRequest,
  QueryAvailabilityResponse,
  MAX_ID_LENGTH,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { multiSlotAvailability } from './multislot';
import { getScheduleAvailability } from './schedule-availability';
import { timeSlotsRoutes } from './routes-time-slots';
import { queryAvailability } from './service';

/**
 * Availability calendar v1 (retired) and Time Slots V2 (docs/protocol.md §2.2): documented paths
 * first, then the SDK's aliases.
 */
export default async function availabilityRoutes(app: App): Promise<void> {
  guardApp(app, 'bookings');

  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/availability-calendar/v1/availability/query',
      '/bookings/availability-calendar/v1/availability/query',
      '/bookings/v1/availability/query',
      '/_api/availability-calendar/v1/availability/query',
    ],
    schema: { body: QueryAvailabilityRequest, response: { 200: QueryAvailabilityResponse } },
    handler: (request) => queryAvailability(app.db, request.caller, request.body),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: [
      '/v2/availability/schedule/:scheduleId',
      '/_api/availability-calendar/v2/availability/schedule/:scheduleId',
    ],
    schema: {
      params: z.object({ scheduleId: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: GetScheduleAvailabilityResponse },
    },
    handler: (request) =>
      getScheduleAvailability(app.db, request.caller, request.params.scheduleId),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/v1/availability/multislot', '/_api/availability-calendar/v1/availability/multislot'],
    schema: { body: MultiSlotRequest, response: { 200: MultiSlotResponse } },
    handler: (request) => multiSlotAvailability(app.db, request.caller, request.body),
  });

  timeSlotsRoutes(app);
}
