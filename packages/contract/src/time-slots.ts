import { z } from 'zod';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
} from './bounds';

/**
 * Bookings Time Slots V2 (docs/protocol.md §2.2, §3.2): the successor of the Availability
 * Calendar. Dates are local wall times (`YYYY-MM-DDThh:mm:ss`) in the answer's `timeZone`, the
 * business's zone unless the request names one.
 */
const LocalDate = z.string().max(MAX_NAME_LENGTH);
const Id = z.string().max(MAX_ID_LENGTH);

/** The resource type of staff members, the one kind of resource a slot here has. */
export const STAFF_RESOURCE_TYPE_ID = '1cd44cf8-756f-41c3-bd90-3e2ffcaf1155';

/** The resources of a type free in a slot (its staff members); up to 10 in a list. */
export const AvailableResources = z.object({
  resourceTypeId: Id,
  resources: z.array(z.object({ id: Id, name: z.string().max(MAX_ID_LENGTH * 4) })),
  hasMoreAvailableResources: z.boolean(),
});
export type AvailableResources = z.infer<typeof AvailableResources>;

/** Which resources a caller asks about: types to show, and resources a slot must have free. */
const ResourceAsks = {
  includeResourceTypeIds: z.array(Id).max(3).optional(),
  resourceTypes: z
    .array(
      z.object({ resourceTypeId: Id.optional(), resourceIds: z.array(Id).max(135).optional() }),
    )
    .max(3)
    .optional(),
};

export const TimeSlotLocationType = z.enum(['BUSINESS', 'CUSTOM', 'CUSTOMER']);

export const TimeSlotLocation = z.object({
  id: Id.optional(),
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  formattedAddress: z.string().max(MAX_TEXT_LENGTH).optional(),
  locationType: TimeSlotLocationType.optional(),
});
export type TimeSlotLocation = z.infer<typeof TimeSlotLocation>;

export const TimeSlotPolicyViolations = z.object({
  tooEarlyToBook: z.boolean().optional(),
  /** When a slot that is too early to book becomes bookable (an instant, ISO-8601). */
  earliestBookingDate: z.string().max(MAX_NAME_LENGTH).optional(),
  tooLateToBook: z.boolean().optional(),
  bookOnlineDisabled: z.boolean().optional(),
});
export type TimeSlotPolicyViolations = z.infer<typeof TimeSlotPolicyViolations>;

const Capacity = z.object({
  totalCapacity: z.number().int(),
  remainingCapacity: z.number().int(),
});

export const NestedTimeSlot = z.object({
  serviceId: Id,
  localStartDate: LocalDate,
  localEndDate: LocalDate,
  availableResources: z.array(AvailableResources),
  scheduleId: Id.optional(),
});

export const TimeSlot = z.object({
  serviceId: Id.optional(),
  localStartDate: LocalDate,
  localEndDate: LocalDate,
  bookable: z.boolean(),
  location: TimeSlotLocation.optional(),
  eventInfo: z
    .object({
      eventId: Id,
      eventTitle: z.string().max(MAX_NAME_LENGTH).optional(),
      waitingList: Capacity,
    })
    .optional(),
  totalCapacity: z.number().int(),
  remainingCapacity: z.number().int(),
  bookableCapacity: z.number().int(),
  bookingPolicyViolations: TimeSlotPolicyViolations,
  availableResources: z.array(AvailableResources),
  nestedTimeSlots: z.array(NestedTimeSlot).optional(),
  nonBookableReasons: z.object({
    noRemainingCapacity: z.boolean(),
    violatesBookingPolicy: z.boolean(),
    reservedForWaitingList: z.boolean(),
    eventCancelled: z.boolean(),
  }),
  scheduleId: Id.optional(),
  allDay: z.boolean().optional(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

export const TimeSlotsCursorPaging = z.object({
  limit: z.number().int().min(1).max(1000).optional(),
  cursor: z.string().max(MAX_TOKEN_LENGTH).optional(),
});

export const TimeSlotsPagingMetadata = z.object({
  cursors: z.object({ next: z.string().max(MAX_TOKEN_LENGTH).optional() }),
  hasNext: z.boolean(),
});

const TimeZone = z.string().max(MAX_NAME_LENGTH);
const Locations = z.array(TimeSlotLocation).max(MAX_LIST_ITEMS);

/** The filter a List request sends, and what its cursor carries for the next page. */
export const ListAvailabilityTimeSlotsRequest = z.object({
  serviceId: Id.optional(),
  fromLocalDate: LocalDate.optional(),
  toLocalDate: LocalDate.optional(),
  timeZone: TimeZone.optional(),
  locations: Locations.optional(),
  bookable: z.boolean().optional(),
  bookingPolicyViolations: TimeSlotPolicyViolations.optional(),
  timeSlotsPerDay: z.number().int().min(1).optional(),
  cursorPaging: TimeSlotsCursorPaging.optional(),
  ...ResourceAsks,
});
export type ListAvailabilityTimeSlotsRequest = z.infer<typeof ListAvailabilityTimeSlotsRequest>;

export const ListAvailabilityTimeSlotsResponse = z.object({
  timeSlots: z.array(TimeSlot),
  timeZone: TimeZone,
  cursorPagingMetadata: TimeSlotsPagingMetadata,
});
export type ListAvailabilityTimeSlotsResponse = z.infer<typeof ListAvailabilityTimeSlotsResponse>;

export const GetAvailabilityTimeSlotRequest = z.object({
  serviceId: Id,
  localStartDate: LocalDate,
  localEndDate: LocalDate,
  timeZone: TimeZone.optional(),
  location: TimeSlotLocation.optional(),
  ...ResourceAsks,
});
export type GetAvailabilityTimeSlotRequest = z.infer<typeof GetAvailabilityTimeSlotRequest>;

export const GetTimeSlotResponse = z.object({ timeSlot: TimeSlot, timeZone: TimeZone });
export type GetTimeSlotResponse = z.infer<typeof GetTimeSlotResponse>;

export const ListAvailabilityTimeSlotEndOptionsRequest = z.object({
  serviceId: Id,
  localStartDate: LocalDate,
  maxLocalEndDate: LocalDate.optional(),
  timeZone: TimeZone.optional(),
  location: TimeSlotLocation.optional(),
});
export type ListAvailabilityTimeSlotEndOptionsRequest = z.infer<
  typeof ListAvailabilityTimeSlotEndOptionsRequest
>;

export const ListAvailabilityTimeSlotEndOptionsResponse = z.object({
  endOptions: z.array(TimeSlot),
  timeZone: TimeZone,
});
export type ListAvailabilityTimeSlotEndOptionsResponse = z.infer<
  typeof ListAvailabilityTimeSlotEndOptionsResponse
>;

export const ListEventTimeSlotsRequest = z.object({
  fromLocalDate: LocalDate.optional(),
  toLocalDate: LocalDate.optional(),
  timeZone: TimeZone.optional(),
  serviceIds: z.array(Id).max(MAX_LIST_ITEMS).optional(),
  includeNonBookable: z.boolean().optional(),
  minBookableCapacity: z.number().int().min(1).optional(),
  maxSlotsPerDay: z.number().int().min(1).optional(),
  bookingPolicyViolations: TimeSlotPolicyViolations.optional(),
  cursorPaging: TimeSlotsCursorPaging.optional(),
});
export type ListEventTimeSlotsRequest = z.infer<typeof ListEventTimeSlotsRequest>;

export const ListEventTimeSlotsResponse = z.object({
  timeSlots: z.array(TimeSlot),
  timeZone: TimeZone,
  pagingMetadata: TimeSlotsPagingMetadata,
});
export type ListEventTimeSlotsResponse = z.infer<typeof ListEventTimeSlotsResponse>;

export const GetEventTimeSlotQuery = z.object({ timeZone: TimeZone.optional() });

/** Multi-service: the services booked back to back, in order (at most 8). */
const ServicesInSequence = z
  .array(z.object({ serviceId: Id }))
  .min(1)
  .max(8);

export const ListMultiServiceTimeSlotsRequest = z.object({
  services: ServicesInSequence.optional(),
  fromLocalDate: LocalDate.optional(),
  toLocalDate: LocalDate.optional(),
  timeZone: TimeZone.optional(),
  location: TimeSlotLocation.optional(),
  bookable: z.boolean().optional(),
  bookingPolicyViolations: TimeSlotPolicyViolations.optional(),
  timeSlotsPerDay: z.number().int().min(1).optional(),
  cursorPaging: TimeSlotsCursorPaging.optional(),
});
export type ListMultiServiceTimeSlotsRequest = z.infer<typeof ListMultiServiceTimeSlotsRequest>;

export const GetMultiServiceTimeSlotRequest = z.object({
  services: ServicesInSequence,
  localStartDate: LocalDate,
  localEndDate: LocalDate,
  timeZone: TimeZone.optional(),
  location: TimeSlotLocation.optional(),
});
export type GetMultiServiceTimeSlotRequest = z.infer<typeof GetMultiServiceTimeSlotRequest>;
