import {
  GetAvailabilityTimeSlotRequest,
  GetEventTimeSlotQuery,
  GetMultiServiceTimeSlotRequest,
  GetTimeSlotResponse,
  ListAvailabilityTimeSlotEndOptionsRequest,
  ListAvailabilityTimeSlotEndOptionsResponse,
  ListAvailabilityTimeSlotsRequest,
  ListAvailabilityTimeSlotsResponse,
  ListEventTimeSlotsRequest,
  ListEventTimeSlotsResponse,
  ListMultiServiceTimeSlotsRequest,
  MAX_TEXT_LENGTH,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { getEventTimeSlot, listEventTimeSlots } from './event-time-slots';
import { getMultiServiceTimeSlot, listMultiServiceTimeSlots } from './multi-service-time-slots';
import {
  getAvailabilityTimeSlot,
  listAvailabilityTimeSlotEndOptions,
  listAvailabilityTimeSlots,
} from './time-slots';

/** The documented path, then the `/_api` form the official SDK sends (docs/protocol.md §2.2). */
const at = (path: string) =>
  [`/service-availability/v2/${path}`, `/_api/service-availability/v2/${path}`] as const;

/**
 * Time Slots V2, the Availability Calendar's successor (docs/protocol.md §2.2): the same engine,
 * its own wire. None of these paths is under a retired generation's (http/retired-apis.ts).
 */
export function timeSlotsRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: at('time-slots'),
    schema: {
      body: ListAvailabilityTimeSlotsRequest,
      response: { 200: ListAvailabilityTimeSlotsResponse },
    },
    handler: (request) => listAvailabilityTimeSlots(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('time-slots/get'),
    schema: { body: GetAvailabilityTimeSlotRequest, response: { 200: GetTimeSlotResponse } },
    handler: (request) => getAvailabilityTimeSlot(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('time-slots/end-options'),
    schema: {
      body: ListAvailabilityTimeSlotEndOptionsRequest,
      response: { 200: ListAvailabilityTimeSlotEndOptionsResponse },
    },
    handler: (request) => listAvailabilityTimeSlotEndOptions(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('time-slots/event'),
    schema: { body: ListEventTimeSlotsRequest, response: { 200: ListEventTimeSlotsResponse } },
    handler: (request) => listEventTimeSlots(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: at('time-slots/event/:eventId'),
    schema: {
      params: z.object({ eventId: z.string().max(MAX_TEXT_LENGTH) }),
      querystring: GetEventTimeSlotQuery,
      response: { 200: GetTimeSlotResponse },
    },
    handler: (request) =>
      getEventTimeSlot(app.db, request.caller, request.params.eventId, request.query.timeZone),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('multi-service-time-slots'),
    schema: {
      body: ListMultiServiceTimeSlotsRequest,
      response: { 200: ListAvailabilityTimeSlotsResponse },
    },
    handler: (request) => listMultiServiceTimeSlots(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('multi-service-time-slots/get'),
    schema: { body: GetMultiServiceTimeSlotRequest, response: { 200: GetTimeSlotResponse } },
    handler: (request) => getMultiServiceTimeSlot(app.db, request.caller, request.body),
  });
}
