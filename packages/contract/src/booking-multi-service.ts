import { z } from 'zod';
import { Booking, CreateBookingRequest, RescheduleBookingRequest } from './booking';
import { RevisionRead } from './common';
import { MAX_ID_LENGTH } from './bounds';

/**
 * Multi-service bookings (Bookings Writer V2, docs/protocol.md §2.1): 2 to 8 appointments booked
 * back to back as one package; each is a booking of its own, the package groups them.
 */
/** Only back-to-back packages are made (the real platform's only kind of them today). */
const SequentialType = z.enum(['SEQUENTIAL_BOOKINGS']);

export const MultiServiceBooking = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  bookings: z.array(
    z.object({ bookingId: z.string().max(MAX_ID_LENGTH), booking: Booking.optional() }),
  ),
});
export type MultiServiceBooking = z.infer<typeof MultiServiceBooking>;

export const MultiServiceBookingResponse = z.object({ multiServiceBooking: MultiServiceBooking });
export type MultiServiceBookingResponse = z.infer<typeof MultiServiceBookingResponse>;

export const CreateMultiServiceBookingRequest = z.object({
  bookings: z.array(CreateBookingRequest.shape.booking).min(2).max(8),
  participantNotification: CreateBookingRequest.shape.participantNotification,
  sendSmsReminder: z.boolean().optional(),
  returnFullEntity: z.boolean().optional(),
  multiServiceBookingType: SequentialType.optional(),
});
export type CreateMultiServiceBookingRequest = z.infer<typeof CreateMultiServiceBookingRequest>;

export const MultiServiceBookingIdParams = z.object({
  multiServiceBookingId: z.string().max(MAX_ID_LENGTH),
});

export const CancelMultiServiceBookingRequest = z.object({
  multiServiceBookingId: z.string().max(MAX_ID_LENGTH).optional(),
  participantNotification: CreateBookingRequest.shape.participantNotification,
  returnFullEntity: z.boolean().optional(),
});
export type CancelMultiServiceBookingRequest = z.infer<typeof CancelMultiServiceBookingRequest>;

/** Every booking of the package, each with its new slot and the revision read last. */
export const RescheduleMultiServiceBookingRequest = CancelMultiServiceBookingRequest.extend({
  rescheduleBookingsInfo: z
    .array(
      z.object({
        bookingId: z.string().max(MAX_ID_LENGTH),
        slot: RescheduleBookingRequest.shape.slot,
        revision: RevisionRead.optional(),
      }),
    )
    .min(1)
    .max(8),
});
export type RescheduleMultiServiceBookingRequest = z.infer<
  typeof RescheduleMultiServiceBookingRequest
>;

export const GetMultiServiceBookingAvailabilityResponse = z.object({
  bookable: z.boolean(),
  totalCapacity: z.number().int().optional(),
  remainingCapacity: z.number().int().optional(),
  multiServiceBookingInfo: z.array(z.object({ bookingId: z.string().max(MAX_ID_LENGTH) })),
});
export type GetMultiServiceBookingAvailabilityResponse = z.infer<
  typeof GetMultiServiceBookingAvailabilityResponse
>;

/** Add to or remove from a package: single-service bookings at the revision read last. */
export const MultiServiceBookingMembersRequest = z.object({
  multiServiceBookingId: z.string().max(MAX_ID_LENGTH),
  bookings: z
    .array(z.object({ bookingId: z.string().max(MAX_ID_LENGTH), revision: RevisionRead }))
    .min(1)
    .max(8),
  returnFullEntity: z.boolean().optional(),
});
export type MultiServiceBookingMembersRequest = z.infer<typeof MultiServiceBookingMembersRequest>;
