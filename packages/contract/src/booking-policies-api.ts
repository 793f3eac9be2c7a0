import { z } from 'zod';
import { BookingPolicy } from './bookings';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorQuery, Filter } from './paging';
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

/** Reads of booking policies, open to every caller of the site (Read Bookings - Public Data). */
export const QueryBookingPoliciesRequest = z.object({ query: CursorQuery.optional() });
export type QueryBookingPoliciesRequest = z.infer<typeof QueryBookingPoliciesRequest>;

export const QueryBookingPoliciesResponse = z.object({
  bookingPolicies: z.array(BookingPolicy),
  pagingMetadata: CursorPagingMetadata,
});

export const CountBookingPoliciesRequest = z.object({ filter: Filter.optional() });
export const CountBookingPoliciesResponse = z.object({ count: z.number().int() });

/** At most 100 policies are combined, as documented. */
export const GetStrictestBookingPolicyRequest = z.object({
  bookingPolicyIds: z.array(z.string().max(MAX_ID_LENGTH)).min(1).max(100),
});

/** A hypothetical policy: the strictest rules, no id, never stored (so no name or dates either). */
export const GetStrictestBookingPolicyResponse = z.object({
  bookingPolicy: Rules.omit({ customPolicyDescription: true }).required(),
});
export type StrictestBookingPolicy = z.infer<
  typeof GetStrictestBookingPolicyResponse
>['bookingPolicy'];
