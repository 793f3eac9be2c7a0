import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import type {
  AvailabilityQuery,
  GetScheduleAvailabilityResponse,
  MultiSlotAvailabilityRequest,
  MultiSlotResponse,
  QueryAvailabilityOptions,
  QueryAvailabilityResponse,
} from './availability-types';

export interface AvailabilityCalendarApi {
  /** `POST /availability-calendar/v1/availability/query` → `{ availabilityEntries }`. */
  queryAvailability(
    query: AvailabilityQuery,
    options?: QueryAvailabilityOptions,
  ): Promise<QueryAvailabilityResponse>;
  /** `GET /v2/availability/schedule/{scheduleId}`: the bare path the official SDK sends (§2.2). */
  getScheduleAvailability(scheduleId: string): Promise<GetScheduleAvailabilityResponse>;
  /** `POST /v1/availability/multislot` → `{ slots, cursorPagingMetadata }`. */
  calculateMultiSlotAvailability(request: MultiSlotAvailabilityRequest): Promise<MultiSlotResponse>;
}

/** Availability is computed, never stored: every call is a read, safe to retry. */
export const availabilityCalendar: SdkModule<AvailabilityCalendarApi> = {
  create: (ctx) => ({
    queryAvailability: (query, options = {}) =>
      ctx.request({
        method: 'POST',
        path: '/availability-calendar/v1/availability/query',
        data: { query, timezone: options.timezone, slotsPerDay: options.slotsPerDay },
        fieldMap: fieldsUnder('options', ['timezone', 'slotsPerDay']),
        idempotent: true,
      }),
    getScheduleAvailability: (scheduleId) =>
      ctx.request({
        method: 'GET',
        path: '/v2/availability/schedule/{scheduleId}',
        pathParams: { scheduleId },
      }),
    calculateMultiSlotAvailability: (request) =>
      ctx.request({
        method: 'POST',
        path: '/v1/availability/multislot',
        data: { ...request },
        fieldMap: fieldsUnder('request', Object.keys(request)),
        idempotent: true,
      }),
  }),
};
