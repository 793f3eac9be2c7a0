import { z } from 'zod';
import { MAX_RSVP_NAME_LENGTH } from './constants';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';
import { CursorQuery, RepeatedParam } from './paging';
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

/** Cursor paging (docs/protocol.md §4.1): the SDK's next page sends only the cursor. */
export const QueryRsvpsV2Request = z.object({ query: CursorQuery.optional() });
export type QueryRsvpsV2Request = z.infer<typeof QueryRsvpsV2Request>;

/** Free text over first name, last name and email (or the `fields` named). */
export const RsvpSearchDetails = z.object({
  expression: z.string().max(MAX_NAME_LENGTH).optional(),
  fields: z
    .array(z.enum(['firstName', 'lastName', 'email']))
    .max(MAX_LIST_ITEMS)
    .optional(),
  mode: z.enum(['OR', 'AND']).optional(),
  fuzzy: z.boolean().optional(),
});

export const SearchRsvpsRequest = z.object({
  search: CursorQuery.extend({ search: RsvpSearchDetails.optional() }).optional(),
});
export type SearchRsvpsRequest = z.infer<typeof SearchRsvpsRequest>;

export const RsvpsV2Page = z.object({
  rsvps: z.array(RsvpV2),
  pagingMetadata: z.object({
    count: z.number().int(),
    cursors: z.object({
      next: z.string().max(MAX_TEXT_LENGTH).optional(),
      prev: z.string().max(MAX_TEXT_LENGTH).optional(),
    }),
    hasNext: z.boolean(),
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

export const CancelRsvpGuestsCheckInRequest = CheckInRsvpGuestsRequest;

/**
 * `PATCH /events/v2/rsvps/{rsvp.id}`: the owner's change of a respondent's details or status. The
 * revision read last is required (a stale one is refused); a status goes through the create's
 * rules (the limit, the waiting list).
 */
export const UpdateRsvpV2Fields = z.object({
  revision: z.string().min(1).max(MAX_NAME_LENGTH),
  firstName: z.string().trim().min(1).max(MAX_RSVP_NAME_LENGTH).optional(),
  lastName: z.string().trim().min(1).max(MAX_RSVP_NAME_LENGTH).optional(),
  email: z.email().max(MAX_EMAIL_LENGTH).optional(),
  status: RsvpV2Status.optional(),
  form: FormResponse.optional(),
});
export type UpdateRsvpV2Fields = z.infer<typeof UpdateRsvpV2Fields>;

export const UpdateRsvpV2Request = z.object({
  rsvp: UpdateRsvpV2Fields.extend({ id: z.string().max(MAX_ID_LENGTH).optional() }),
});

/** Each RSVP is updated on its own: one refused leaves the others changed (`results`). */
export const BulkUpdateRsvpsRequest = z.object({
  rsvps: z
    .array(
      z.object({
        rsvp: UpdateRsvpV2Fields.extend({ id: z.string().min(1).max(MAX_ID_LENGTH) }),
        fieldMask: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
      }),
    )
    .min(1)
    .max(100),
  returnEntity: z.boolean().optional(),
});
export type BulkUpdateRsvpsRequest = z.infer<typeof BulkUpdateRsvpsRequest>;

export const BulkUpdateRsvpsResponse = z.object({
  results: z.array(
    z.object({
      itemMetadata: z.object({
        id: z.string().max(MAX_ID_LENGTH).optional(),
        originalIndex: z.number().int(),
        success: z.boolean(),
        error: z
          .object({
            code: z.string().max(MAX_NAME_LENGTH),
            description: z.string().max(MAX_TEXT_LENGTH),
          })
          .optional(),
      }),
      rsvp: RsvpV2.optional(),
    }),
  ),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkUpdateRsvpsResponse = z.infer<typeof BulkUpdateRsvpsResponse>;

/** Deleted at once here; the answer names a job as the real platform's does. */
export const BulkDeleteRsvpsByFilterRequest = z.object({
  filter: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()),
});
export const BulkDeleteRsvpsByFilterResponse = z.object({ jobId: z.string().max(MAX_ID_LENGTH) });

/** `GET /events/v2/rsvps/summaries?eventId=…`: each event's counts, guests counted. */
export const ListRsvpSummaryQuery = z.object({
  eventId: RepeatedParam(z.string().max(MAX_ID_LENGTH)),
});
export const RsvpSummaryV2 = z.object({
  eventId: z.string().max(MAX_ID_LENGTH),
  yesGuestCount: z.number().int(),
  noGuestCount: z.number().int(),
  waitlistGuestCount: z.number().int(),
  totalRsvpCount: z.number().int(),
});
export const ListRsvpSummaryResponse = z.object({ summaries: z.array(RsvpSummaryV2) });
export type ListRsvpSummaryResponse = z.infer<typeof ListRsvpSummaryResponse>;
