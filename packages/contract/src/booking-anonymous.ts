import { z } from 'zod';
import { Booking, RescheduleBookingRequest } from './booking';
import { RevisionRead } from './common';
import { RepeatedParam } from './paging';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from './bounds';

/**
 * Anonymous booking actions (Bookings Writer V2): a booking's token, which the owner reads and a
 * booker who is not a member finds in the confirmation mail, lets whoever holds it read, cancel
 * or reschedule the booking without logging in (docs/protocol.md §2.1).
 */
export const AnonymousTokenParams = z.object({ token: z.string().min(1).max(2048) });

export const AnonymousActionTokenResponse = z.object({ token: z.string().min(32).max(2048) });
export type AnonymousActionTokenResponse = z.infer<typeof AnonymousActionTokenResponse>;

export const AllowedAnonymousActions = z.object({ cancel: z.boolean(), reschedule: z.boolean() });

/** `fields=BOOKING_FEES` asks for the booking's fee: this platform charges none, so none comes. */
export const GetBookingAnonymouslyQuery = z.object({
  fields: RepeatedParam(z.enum(['BOOKING_FEES'])).optional(),
});
export const GetBookingAnonymouslyResponse = z.object({
  booking: Booking,
  allowedAnonymousActions: AllowedAnonymousActions,
});
export type GetBookingAnonymouslyResponse = z.infer<typeof GetBookingAnonymouslyResponse>;

/** The revision read last is required, as on the real platform: a stale one is refused. */
export const CancelBookingAnonymouslyRequest = z.object({
  token: z.string().max(2048).optional(),
  revision: RevisionRead,
});
export type CancelBookingAnonymouslyRequest = z.infer<typeof CancelBookingAnonymouslyRequest>;

export const RescheduleBookingAnonymouslyRequest = CancelBookingAnonymouslyRequest.extend({
  slot: RescheduleBookingRequest.shape.slot.extend({
    serviceId: z.string().max(MAX_ID_LENGTH).optional(),
    endDate: z.string().max(MAX_NAME_LENGTH).optional(),
  }),
});
export type RescheduleBookingAnonymouslyRequest = z.infer<
  typeof RescheduleBookingAnonymouslyRequest
>;

export const GetServiceAnonymouslyQuery = z.object({
  fields: RepeatedParam(
    z.enum(['STAFF_MEMBER_DETAILS', 'RESOURCE_TYPE_DETAILS', 'DISCOUNT_INFO_DETAILS']),
  ).optional(),
});
