import type {
  ListAvailabilityTimeSlotEndOptionsResponse,
  ListAvailabilityTimeSlotsResponse,
  ListEventTimeSlotsResponse,
} from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import type { SdkModule } from '../../core/module';
import {
  toTimeSlot,
  type EventTimeSlotsPage,
  type GetAvailabilityTimeSlotRequest,
  type GetEventTimeSlotOptions,
  type GetMultiServiceTimeSlotRequest,
  type ListAvailabilityTimeSlotEndOptions,
  type ListAvailabilityTimeSlotsRequest,
  type ListEventTimeSlotsRequest,
  type ListMultiServiceTimeSlotsRequest,
  type TimeSlotEndOptions,
  type TimeSlot,
  type TimeSlotResponse,
  type TimeSlotsPage,
  type TimeSlotWire,
} from './time-slots-types';

const BASE = '/service-availability/v2';

type Slots<K extends string> = { [P in K]: TimeSlotWire[] };
type OneWire = { timeSlot: TimeSlotWire; timeZone: string };

/** Slots are computed, never stored: every call is a read, safe to resend (POST included). */
function reads(ctx: RequestContext) {
  const post = <R>(path: string, data: object, argument: string) =>
    ctx.request<R>({
      method: 'POST',
      path: `${BASE}/${path}`,
      data: { ...data },
      fieldMap: fieldsUnder(argument, Object.keys(data)),
      idempotent: true,
    });
  const one = async (path: string, data: object, argument: string): Promise<TimeSlotResponse> => {
    const res = await post<OneWire>(path, data, argument);
    return { ...res, timeSlot: toTimeSlot(res.timeSlot) };
  };
  const page = async <R extends Slots<'timeSlots'>>(
    path: string,
    data: object,
  ): Promise<Omit<R, 'timeSlots'> & { timeSlots: TimeSlot[] }> => {
    const res = await post<R>(path, data, 'options');
    return { ...res, timeSlots: res.timeSlots.map(toTimeSlot) };
  };
  return { post, one, page };
}

/** Time Slots V2 for appointments (`availabilityTimeSlots`), the Availability Calendar's successor. */
export interface AvailabilityTimeSlotsApi {
  /** `POST /service-availability/v2/time-slots` → `{ timeSlots, timeZone, cursorPagingMetadata }`. */
  listAvailabilityTimeSlots(options?: ListAvailabilityTimeSlotsRequest): Promise<TimeSlotsPage>;
  /** `POST …/time-slots/get`: one slot, with its capacity and policy violations now. */
  getAvailabilityTimeSlot(request: GetAvailabilityTimeSlotRequest): Promise<TimeSlotResponse>;
  /** `POST …/time-slots/end-options`: where a slot starting at `localStartDate` may end. */
  listAvailabilityTimeSlotEndOptions(
    serviceId: string,
    options: ListAvailabilityTimeSlotEndOptions,
  ): Promise<TimeSlotEndOptions>;
}

export const availabilityTimeSlots: SdkModule<AvailabilityTimeSlotsApi> = {
  create: (ctx) => {
    const { post, one, page } = reads(ctx);
    return {
      listAvailabilityTimeSlots: (options = {}) =>
        page<ListAvailabilityTimeSlotsResponse>('time-slots', options),
      getAvailabilityTimeSlot: (request) => one('time-slots/get', request, 'request'),
      async listAvailabilityTimeSlotEndOptions(serviceId, options) {
        const res = await post<ListAvailabilityTimeSlotEndOptionsResponse>(
          'time-slots/end-options',
          { serviceId, ...options },
          'options',
        );
        return { ...res, endOptions: res.endOptions.map(toTimeSlot) };
      },
    };
  },
};

/** Time Slots V2 for classes and courses (`eventTimeSlots`): their sessions as slots. */
export interface EventTimeSlotsApi {
  /** `POST /service-availability/v2/time-slots/event` → `{ timeSlots, timeZone, pagingMetadata }`. */
  listEventTimeSlots(options?: ListEventTimeSlotsRequest): Promise<EventTimeSlotsPage>;
  /** `GET …/time-slots/event/{eventId}?timeZone=`: one session. */
  getEventTimeSlot(eventId: string, options?: GetEventTimeSlotOptions): Promise<TimeSlotResponse>;
}

export const eventTimeSlots: SdkModule<EventTimeSlotsApi> = {
  create: (ctx) => {
    const { page } = reads(ctx);
    return {
      listEventTimeSlots: (options = {}) =>
        page<ListEventTimeSlotsResponse>('time-slots/event', options),
      async getEventTimeSlot(eventId, options = {}) {
        const res = await ctx.request<OneWire>({
          method: 'GET',
          path: `${BASE}/time-slots/event/{eventId}`,
          pathParams: { eventId },
          data: { timeZone: options.timeZone },
          fieldMap: fieldsUnder('options', ['timeZone']),
        });
        return { ...res, timeSlot: toTimeSlot(res.timeSlot) };
      },
    };
  },
};

/** Time Slots V2 for services booked back to back (`multiServiceAvailabilityTimeSlots`). */
export interface MultiServiceAvailabilityTimeSlotsApi {
  /** `POST /service-availability/v2/multi-service-time-slots`: each slot nests one per service. */
  listMultiServiceAvailabilityTimeSlots(
    options?: ListMultiServiceTimeSlotsRequest,
  ): Promise<TimeSlotsPage>;
  /** `POST …/multi-service-time-slots/get`. */
  getMultiServiceAvailabilityTimeSlot(
    request: GetMultiServiceTimeSlotRequest,
  ): Promise<TimeSlotResponse>;
}

export const multiServiceAvailabilityTimeSlots: SdkModule<MultiServiceAvailabilityTimeSlotsApi> = {
  create: (ctx) => {
    const { one, page } = reads(ctx);
    return {
      listMultiServiceAvailabilityTimeSlots: (options = {}) =>
        page<ListAvailabilityTimeSlotsResponse>('multi-service-time-slots', options),
      getMultiServiceAvailabilityTimeSlot: (request) =>
        one('multi-service-time-slots/get', request, 'request'),
    };
  },
};
