import { z } from 'zod';
import { Address, PageUrl, Timestamp, ValueMoney, WireImage } from './common';
import { PagingMetadata } from './paging';
import { QueryRequest } from './query';

/** Events v3 (protocol.md §2.5, §3.5). */
export const EventStatus = z.enum(['UPCOMING', 'STARTED', 'ENDED', 'CANCELED', 'DRAFT']);
export type EventStatus = z.infer<typeof EventStatus>;

export const EventLocationType = z.enum(['VENUE', 'ONLINE']);
export type EventLocationType = z.infer<typeof EventLocationType>;

export const RegistrationType = z.enum(['RSVP', 'TICKETING', 'EXTERNAL', 'NONE']);
export type RegistrationType = z.infer<typeof RegistrationType>;

export const RegistrationStatus = z.enum([
  'OPEN_RSVP',
  'OPEN_RSVP_WAITLIST',
  'OPEN_TICKETS',
  'OPEN_EXTERNAL',
  'SCHEDULED_RSVP',
  'CLOSED_AUTOMATICALLY',
  'CLOSED_MANUALLY',
]);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

export const RsvpResponseType = z.enum(['YES_ONLY', 'YES_AND_NO']);

export const EventFieldset = z.enum([
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
  'FORM',
  'DASHBOARD',
  'FEED',
  'ONLINE_CONFERENCING_SESSION',
  'SEO_SETTINGS',
  'AGENDA',
  'CATEGORIES',
]);
export type EventFieldset = z.infer<typeof EventFieldset>;

export const EventLocation = z.object({
  name: z.string().optional(),
  type: EventLocationType,
  address: Address.optional(),
  locationTbd: z.boolean(),
});

export const DateAndTimeSettings = z.object({
  dateAndTimeTbd: z.boolean(),
  startDate: Timestamp,
  endDate: Timestamp,
  timeZoneId: z.string(),
  hideEndDate: z.boolean(),
  showTimeZone: z.boolean(),
  recurrenceStatus: z.enum([
    'ONE_TIME',
    'RECURRING',
    'RECURRING_UPCOMING',
    'RECURRING_RECENTLY_ENDED',
  ]),
  formatted: z.object({
    dateAndTime: z.string(),
    startDate: z.string(),
    startTime: z.string(),
    endDate: z.string(),
    endTime: z.string(),
  }),
});

export const EventRegistration = z.object({
  type: RegistrationType,
  status: RegistrationStatus,
  initialType: RegistrationType,
  allowedGuestTypes: z.enum(['VISITOR_OR_MEMBER', 'MEMBER']),
  registrationPaused: z.boolean(),
  registrationDisabled: z.boolean(),
  rsvp: z
    .object({
      responseType: RsvpResponseType,
      limit: z.number().int().optional(),
      waitlistEnabled: z.boolean(),
    })
    .optional(),
  tickets: z
    .object({
      currency: z.string(),
      lowestPrice: ValueMoney,
      highestPrice: ValueMoney,
      soldOut: z.boolean(),
      ticketLimitPerOrder: z.number().int(),
      reservationDurationInMinutes: z.number().int(),
      guestsAssignedSeparately: z.boolean(),
    })
    .optional(),
});

export const Event = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string().optional(),
  detailedDescription: z.string().optional(),
  slug: z.string(),
  status: EventStatus,
  location: EventLocation,
  dateAndTimeSettings: DateAndTimeSettings,
  mainImage: WireImage.optional(),
  registration: EventRegistration,
  eventPageUrl: PageUrl,
  createdDate: Timestamp,
  updatedDate: Timestamp,
  publishedDate: Timestamp.optional(),
});
export type Event = z.infer<typeof Event>;

export const QueryEventsRequest = QueryRequest.extend({
  fields: z.array(EventFieldset).optional(),
  includeDrafts: z.boolean().optional(),
});
export type QueryEventsRequest = z.infer<typeof QueryEventsRequest>;

export const QueryEventsResponse = z.object({
  events: z.array(Event),
  pagingMetadata: PagingMetadata,
});
export type QueryEventsResponse = z.infer<typeof QueryEventsResponse>;
