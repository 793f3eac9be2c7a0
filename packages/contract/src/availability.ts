import { z } from 'zod';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
} from './bounds';

/** Bookings availability calendar v1 (docs/protocol.md §2.2, §3.2). Slot dates stay ISO strings. */
export const SlotLocationType = z.enum(['UNDEFINED', 'OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM']);
export type SlotLocationType = z.infer<typeof SlotLocationType>;

export const SlotLocation = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  formattedAddress: z.string().max(MAX_TEXT_LENGTH).optional(),
  formattedAddressTranslated: z.string().max(MAX_TEXT_LENGTH).optional(),
  locationType: SlotLocationType.optional(),
});

export const Slot = z.object({
  sessionId: z.string().max(MAX_ID_LENGTH).optional(),
  serviceId: z.string().max(MAX_ID_LENGTH),
  scheduleId: z.string().max(MAX_ID_LENGTH).optional(),
  startDate: z.string().max(MAX_NAME_LENGTH),
  endDate: z.string().max(MAX_NAME_LENGTH),
  timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
  resource: z
    .object({
      id: z.string().max(MAX_ID_LENGTH).optional(),
      name: z.string().max(MAX_NAME_LENGTH).optional(),
    })
    .optional(),
  location: SlotLocation.optional(),
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type Slot = z.infer<typeof Slot>;

export const BookingPolicyViolations = z.object({
  tooEarlyToBook: z.boolean().optional(),
  tooLateToBook: z.boolean().optional(),
  bookOnlineDisabled: z.boolean().optional(),
  validSubmissionRequired: z.boolean().optional(),
});
export type BookingPolicyViolations = z.infer<typeof BookingPolicyViolations>;

export const SlotAvailability = z.object({
  slot: Slot,
  bookable: z.boolean(),
  totalSpots: z.number().int(),
  openSpots: z.number().int(),
  waitingList: z.object({ totalSpots: z.number().int(), openSpots: z.number().int() }).optional(),
  bookingPolicyViolations: BookingPolicyViolations,
  locked: z.boolean().optional(),
  isFromV2: z.boolean().optional(),
});
export type SlotAvailability = z.infer<typeof SlotAvailability>;

/** Only implicit equality is allowed in this filter (docs/protocol.md §3.2). */
export const AvailabilityFilter = z.object({
  serviceId: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).min(1),
  startDate: z.string().max(MAX_NAME_LENGTH),
  endDate: z.string().max(MAX_NAME_LENGTH),
  bookable: z.boolean().optional(),
  resourceId: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  bookingPolicyViolations: BookingPolicyViolations.optional(),
  'bookingPolicyViolations.tooEarlyToBook': z.boolean().optional(),
  'bookingPolicyViolations.tooLateToBook': z.boolean().optional(),
  'bookingPolicyViolations.bookOnlineDisabled': z.boolean().optional(),
});
export type AvailabilityFilter = z.infer<typeof AvailabilityFilter>;

export const QueryAvailabilityRequest = z.object({
  query: z.object({
    filter: AvailabilityFilter,
    sort: z.array(z.unknown()).max(MAX_LIST_ITEMS).optional(),
  }),
  timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
  slotsPerDay: z.number().int().min(1).optional(),
});
export type QueryAvailabilityRequest = z.infer<typeof QueryAvailabilityRequest>;

export const QueryAvailabilityResponse = z.object({
  availabilityEntries: z.array(SlotAvailability),
});
export type QueryAvailabilityResponse = z.infer<typeof QueryAvailabilityResponse>;

export const GetScheduleAvailabilityResponse = z.object({
  availability: z.object({
    totalSpots: z.number().int(),
    openSpots: z.number().int(),
    bookingPolicyViolations: BookingPolicyViolations,
  }),
  bookingPolicySettings: z.object({ maxParticipantsPerBooking: z.number().int() }),
});
export type GetScheduleAvailabilityResponse = z.infer<typeof GetScheduleAvailabilityResponse>;

export const MultiSlotRequest = z.object({
  from: z.string().max(MAX_TEXT_LENGTH),
  to: z.string().max(MAX_TEXT_LENGTH),
  timeZone: z.string().max(MAX_NAME_LENGTH).optional(),
  bookable: z.boolean().optional(),
  bookingPolicyViolations: BookingPolicyViolations.optional(),
  location: z.object({ id: z.string().max(MAX_ID_LENGTH).optional() }).optional(),
  slots: z
    .array(z.object({ serviceId: z.string().max(MAX_ID_LENGTH) }))
    .max(MAX_LONG_LIST_ITEMS)
    .min(1),
  slotsPerDay: z.number().int().min(1).optional(),
  cursorPaging: z
    .object({
      limit: z.number().int().min(1).max(1000).optional(),
      cursor: z.string().max(MAX_TOKEN_LENGTH).optional(),
    })
    .optional(),
});
export type MultiSlotRequest = z.infer<typeof MultiSlotRequest>;

export const MultiSlotResponse = z.object({
  slots: z.array(SlotAvailability),
  cursorPagingMetadata: z.object({
    count: z.number().int(),
    cursors: z.object({ next: z.string().max(MAX_TEXT_LENGTH).optional() }),
    hasNext: z.boolean(),
  }),
});
export type MultiSlotResponse = z.infer<typeof MultiSlotResponse>;
