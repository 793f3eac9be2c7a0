import { z } from 'zod';
import { MAX_RSVP_NAME_LENGTH } from './constants';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';
import { CursorPaging, OffsetQuery, RepeatedParam } from './paging';
import { FormResponse } from './rsvp';

/**
 * RSVP V2 (`/events/v2/rsvps`, the successor of RSVP v1; docs/protocol.md §2.6): the same RSVPs
 * as v1's, on the current wire. v1's WAITING is V2's WAITLIST; `totalGuests` counts the
 * respondent (v1's `guests` + 1); guest 0 is the respondent.
 */
export const RsvpV2Status = z.enum(['YES', 'NO', 'WAITLIST']);
export type RsvpV2Status = z.infer<typeof RsvpV2Status>;

export const CreateRsvpV2Request = z.object({
  rsvp: z.object({
    eventId: z.string().min(1).max(MAX_ID_LENGTH),
    firstName: z.string().trim().min(1).max(MAX_RSVP_NAME_LENGTH),
    lastName: z.string().trim().min(1).max(MAX_RSVP_NAME_LENGTH),
    email: z.email().max(MAX_EMAIL_LENGTH),
    status: RsvpV2Status.default('YES'),
    /** The respondent and their guests. */
    totalGuests: z.number().int().min(1).max(51).default(1),
    form: FormResponse.optional(),
  }),
});
export type CreateRsvpV2Request = z.input<typeof CreateRsvpV2Request>;
export type CreateRsvpV2Input = z.output<typeof CreateRsvpV2Request>;

export const RsvpV2CheckInDetails = z.object({
  checkedIn: z.boolean(),
  checkInDate: z.string().max(MAX_NAME_LENGTH).optional(),
});

export const RsvpV2Guest = z.object({
  index: z.number().int(),
  guestId: z.number().int(),
  fullName: z.string().max(MAX_TEXT_LENGTH).optional(),
  checkInDetails: RsvpV2CheckInDetails,
});

export const RsvpV2 = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_NAME_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  createdDate: z.string().max(MAX_NAME_LENGTH),
  updatedDate: z.string().max(MAX_NAME_LENGTH),
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  firstName: z.string().max(MAX_NAME_LENGTH),
  lastName: z.string().max(MAX_NAME_LENGTH),
  email: z.string().max(MAX_EMAIL_LENGTH),
  form: FormResponse.optional(),
  status: RsvpV2Status,
  totalGuests: z.number().int(),
  guestList: z.object({ guests: z.array(RsvpV2Guest).max(MAX_LIST_ITEMS) }),
  fullyCheckedIn: z.boolean(),
  checkedInGuestCount: z.number().int(),
});
export type RsvpV2 = z.infer<typeof RsvpV2>;

export const RsvpV2Response = z.object({ rsvp: RsvpV2 });
export type RsvpV2Response = z.infer<typeof RsvpV2Response>;

export const RsvpV2IdParams = z.object({ rsvpId: z.string().min(1).max(MAX_ID_LENGTH) });

/** The SDK's query builder sends `cursorPaging`; one page is served (its `limit`). */
export const QueryRsvpsV2Request = z.object({
  query: OffsetQuery.extend({ cursorPaging: CursorPaging.optional() }).optional(),
});
export type QueryRsvpsV2Request = z.infer<typeof QueryRsvpsV2Request>;

export const RsvpsV2Page = z.object({
  rsvps: z.array(RsvpV2),
  pagingMetadata: z.object({
    count: z.number().int(),
    offset: z.number().int().optional(),
    total: z.number().int().optional(),
  }),
});
export type RsvpsV2Page = z.infer<typeof RsvpsV2Page>;

export const CountRsvpsV2Request = z.object({
  filter: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).nullish(),
});
export const CountRsvpsV2Response = z.object({ count: z.number().int() });

export const ListCurrentRsvpsQuery = z.object({
  eventId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
  'paging.limit': z.coerce.number().int().min(1).max(100).optional(),
});

export const CheckInRsvpGuestsRequest = z.object({
  guestIds: z.array(z.number().int().min(0)).max(MAX_LIST_ITEMS).optional(),
});
