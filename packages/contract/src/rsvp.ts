import { z } from 'zod';
import { Address, Timestamp } from './common';
import { MAX_RSVP_NAME_LENGTH } from './constants';
import { OffsetQuery, offsetPage } from './paging';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';

/** Events v1 RSVP: responses YES, NO, WAITING; a waiting list once the limit is reached. */
export const RsvpStatus = z.enum(['YES', 'NO', 'WAITING']);
export type RsvpStatus = z.infer<typeof RsvpStatus>;

/** One answer to a registration-form input, by the input's name; which key is set follows its type. */
export const FormInputValue = z.object({
  inputName: z.string().max(MAX_NAME_LENGTH).min(1),
  value: z.string().max(MAX_TEXT_LENGTH).optional(),
  values: z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  number: z.number().optional(),
  dateTime: z.string().max(MAX_NAME_LENGTH).optional(),
  address: Address.optional(),
});
export type FormInputValue = z.infer<typeof FormInputValue>;

export const FormResponse = z.object({ inputValues: z.array(FormInputValue).max(MAX_LIST_ITEMS) });
export type FormResponse = z.infer<typeof FormResponse>;

export const CreateRsvpRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  firstName: z.string().trim().min(1).max(MAX_RSVP_NAME_LENGTH),
  lastName: z.string().trim().min(1).max(MAX_RSVP_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  status: RsvpStatus.default('YES'),
  /** Additional guests besides the respondent. */
  guests: z.number().int().min(0).max(50).default(0),
  form: FormResponse.optional(),
});
export type CreateRsvpRequest = z.input<typeof CreateRsvpRequest>;
/** After defaults: what the platform works with. */
export type CreateRsvpInput = z.output<typeof CreateRsvpRequest>;

export const Rsvp = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  firstName: z.string().max(MAX_NAME_LENGTH),
  lastName: z.string().max(MAX_NAME_LENGTH),
  email: z.string().max(MAX_EMAIL_LENGTH),
  status: RsvpStatus,
  guests: z.number().int(),
  totalGuests: z.number().int(),
  form: FormResponse.optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type Rsvp = z.infer<typeof Rsvp>;

export const RsvpResponse = z.object({ rsvp: Rsvp });
export type RsvpResponse = z.infer<typeof RsvpResponse>;

/** GET /events/v1/rsvp/{rsvpId}: the event may be named; an RSVP of another event is then not found. */
export const GetRsvpQuery = z.object({ eventId: z.string().max(MAX_ID_LENGTH).min(1).optional() });
export type GetRsvpQuery = z.infer<typeof GetRsvpQuery>;

export const ListRsvpsQuery = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ListRsvpsQuery = z.infer<typeof ListRsvpsQuery>;

export const ListRsvpsResponse = z.object({
  rsvps: z.array(Rsvp),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ListRsvpsResponse = z.infer<typeof ListRsvpsResponse>;

export const QueryRsvpsRequest = z.object({ query: OffsetQuery.optional() });
export type QueryRsvpsRequest = z.infer<typeof QueryRsvpsRequest>;

export const QueryRsvpsResponse = offsetPage('rsvps', Rsvp);
export type QueryRsvpsResponse = z.infer<typeof QueryRsvpsResponse>;

const RsvpIds = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).min(1),
);

/** `DELETE /events/v1/events/{eventId}/rsvp?rsvpId=…`: the path this platform served first. */
export const DeleteRsvpsQuery = z.object({ rsvpId: RsvpIds });

/** `DELETE /events/v1/rsvp?eventId=…&rsvps=…`: the documented call (the official SDK's deleteRsvp). */
export const DeleteRsvpQuery = z.object({ eventId: z.string().max(MAX_ID_LENGTH), rsvps: RsvpIds });

const EventIdField = z.string().max(MAX_ID_LENGTH).min(1);

/**
 * `PATCH /events/v1/rsvp`: the owner changes the status of some of an event's RSVPs, all of them
 * or none (a YES must fit the event's limit, a WAITING needs its waiting list: the create's rules).
 */
export const BulkUpdateRsvpRequest = z.object({
  eventId: EventIdField,
  rsvpId: z.array(z.string().max(MAX_ID_LENGTH)).min(1).max(100),
  fields: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  status: RsvpStatus,
});
export type BulkUpdateRsvpRequest = z.infer<typeof BulkUpdateRsvpRequest>;

export const BulkUpdateRsvpResponse = z.object({ rsvps: z.array(Rsvp) });

/** v1 numbers an RSVP's guests from 1 (the respondent); RSVP V2 from 0. At most 11 a call. */
const V1GuestIds = z.array(z.number().int().min(1).max(51)).min(1).max(11);

/** `POST /events/v1/rsvp/check-in`: all the RSVP's guests when none are named. */
export const CheckInRsvpRequest = z.object({
  eventId: EventIdField,
  rsvpId: z.string().max(MAX_ID_LENGTH).min(1),
  guestId: V1GuestIds.optional(),
});
export type CheckInRsvpRequest = z.infer<typeof CheckInRsvpRequest>;

/** `DELETE /events/v1/rsvp/check-in?eventId=…&rsvpId=…&guestId=…`: the SDK sends a query string. */
export const DeleteRsvpCheckInQuery = CheckInRsvpRequest.extend({
  guestId: z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z.array(z.coerce.number().int().min(1).max(51)).min(1).max(11),
    )
    .optional(),
});
export type DeleteRsvpCheckInQuery = z.infer<typeof DeleteRsvpCheckInQuery>;
