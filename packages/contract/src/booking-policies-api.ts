import { z } from 'zod';
import { BookingPolicy } from './bookings';
import { revisedPatch } from './common';
import { MAX_ID_LENGTH } from './bounds';

/**
 * The owner's booking policy calls (Bookings Booking Policies v1): create, update, delete and set
 * the site's default. The rules a caller leaves out take the platform's defaults.
 */
const Rules = BookingPolicy.pick({
  customPolicyDescription: true,
  limitEarlyBookingPolicy: true,
  limitLateBookingPolicy: true,
  bookAfterStartPolicy: true,
  cancellationPolicy: true,
  reschedulePolicy: true,
  waitlistPolicy: true,
  participantsPolicy: true,
}).partial();

export const BookingPolicyInput = Rules.extend({ name: z.string().min(1).max(400) });
export type BookingPolicyInput = z.infer<typeof BookingPolicyInput>;

export const CreateBookingPolicyRequest = z.object({ bookingPolicy: BookingPolicyInput });
export type CreateBookingPolicyRequest = z.infer<typeof CreateBookingPolicyRequest>;

/** The revision read last is required: a stale one is refused (optimistic concurrency). */
export const UpdateBookingPolicyRequest = z.object({
  bookingPolicy: revisedPatch(BookingPolicyInput),
});
export type UpdateBookingPolicyRequest = z.infer<typeof UpdateBookingPolicyRequest>;

export const BookingPolicyIdParams = z.object({ bookingPolicyId: z.string().max(MAX_ID_LENGTH) });

export const BookingPolicyResponse = z.object({ bookingPolicy: BookingPolicy });
export type BookingPolicyResponse = z.infer<typeof BookingPolicyResponse>;

export const SetDefaultBookingPolicyResponse = z.object({
  currentDefaultBookingPolicy: BookingPolicy,
  previousDefaultBookingPolicy: BookingPolicy.optional(),
});
export type SetDefaultBookingPolicyResponse = z.infer<typeof SetDefaultBookingPolicyResponse>;
