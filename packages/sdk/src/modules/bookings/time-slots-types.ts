import type {
  GetAvailabilityTimeSlotRequest,
  GetMultiServiceTimeSlotRequest,
  GetTimeSlotResponse,
  ListAvailabilityTimeSlotEndOptionsRequest,
  ListAvailabilityTimeSlotEndOptionsResponse,
  ListAvailabilityTimeSlotsRequest,
  ListAvailabilityTimeSlotsResponse,
  ListEventTimeSlotsRequest,
  ListEventTimeSlotsResponse,
  ListMultiServiceTimeSlotsRequest,
  TimeSlot as TimeSlotWire,
  TimeSlotLocation,
} from '@headless/contract';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type {
  GetAvailabilityTimeSlotRequest,
  GetMultiServiceTimeSlotRequest,
  ListAvailabilityTimeSlotEndOptionsRequest,
  ListAvailabilityTimeSlotsRequest,
  ListEventTimeSlotsRequest,
  ListMultiServiceTimeSlotsRequest,
  TimeSlotLocation,
  TimeSlotWire,
};

/**
 * Time Slots V2 (docs/protocol.md §2.2, §3.2). A slot's `localStartDate` / `localEndDate` are wall
 * times in the answer's `timeZone` and stay strings, as the Availability Calendar's do; the one
 * instant, when a too-early slot opens (`earliestBookingDate`), becomes a `Date`.
 */
export const timeSlotTransform = defineTransform({
  dates: ['bookingPolicyViolations.earliestBookingDate'],
});
export type TimeSlot = Transformed<TimeSlotWire, typeof timeSlotTransform>;

export const toTimeSlot = (wire: TimeSlotWire): TimeSlot => fromWire(timeSlotTransform, wire);

type WithSlots<R, K extends keyof R> = Omit<R, K> & { [P in K]: TimeSlot[] };

/** `{ timeSlots, timeZone, cursorPagingMetadata }`: pass `cursors.next` back for the next page. */
export type TimeSlotsPage = WithSlots<ListAvailabilityTimeSlotsResponse, 'timeSlots'>;
/** `{ timeSlots, timeZone, pagingMetadata }`: the classes' and courses' sessions. */
export type EventTimeSlotsPage = WithSlots<ListEventTimeSlotsResponse, 'timeSlots'>;
/** `{ endOptions, timeZone }`: the ends a flexible appointment may take from one start. */
export type TimeSlotEndOptions = WithSlots<
  ListAvailabilityTimeSlotEndOptionsResponse,
  'endOptions'
>;

export interface TimeSlotResponse extends Omit<GetTimeSlotResponse, 'timeSlot'> {
  timeSlot: TimeSlot;
}

export type ListAvailabilityTimeSlotEndOptions = Omit<
  ListAvailabilityTimeSlotEndOptionsRequest,
  'serviceId'
>;
export type GetEventTimeSlotOptions = { timeZone?: string };
