import { z } from 'zod';
import { PageUrl, Timestamp, ValueMoney, WireImage } from './common';
import {
  AgendaSettings,
  EventAddress,
  EventCategory,
  EventForm,
  OnlineConferencing,
  RichContent,
} from './events-content';
import { offsetPage } from './paging';
import { QueryRequest } from './query';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/** Events v3 (docs/protocol.md §2.5, §3.5). */
export const EventStatus = z.enum(['UPCOMING', 'STARTED', 'ENDED', 'CANCELED', 'DRAFT']);
export type EventStatus = z.infer<typeof EventStatus>;

export const EventLocationType = z.enum(['VENUE', 'ONLINE']);
export type EventLocationType = z.infer<typeof EventLocationType>;

export const RegistrationType = z.enum(['RSVP', 'TICKETING', 'EXTERNAL', 'NONE']);
export type RegistrationType = z.infer<typeof RegistrationType>;

/** The v3 list; OPEN_RSVP_WAITLIST_ONLY and SCHEDULED_RSVP are derived, never stored. */
export const RegistrationStatus = z.enum([
  'OPEN_RSVP',
  'OPEN_RSVP_WAITLIST_ONLY',
  'OPEN_TICKETS',
  'OPEN_EXTERNAL',
  'SCHEDULED_RSVP',
  'CLOSED_AUTOMATICALLY',
  'CLOSED_MANUALLY',
]);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

export const RsvpResponseType = z.enum(['YES_ONLY', 'YES_AND_NO']);
export type RsvpResponseType = z.infer<typeof RsvpResponseType>;

export const GuestType = z.enum(['VISITOR_OR_MEMBER', 'MEMBER']);
export type GuestType = z.infer<typeof GuestType>;

export const TaxType = z.enum(['INCLUDED_IN_PRICE', 'ADDED_AT_CHECKOUT']);
export type TaxType = z.infer<typeof TaxType>;

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
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  type: EventLocationType,
  address: EventAddress.optional(),
  locationTbd: z.boolean(),
});

export const IndividualEventDate = z.object({
  startDate: Timestamp,
  endDate: Timestamp,
  timeZoneId: z.string().max(MAX_ID_LENGTH).optional(),
});

export const DateAndTimeSettings = z.object({
  dateAndTimeTbd: z.boolean(),
  startDate: Timestamp,
  endDate: Timestamp,
  timeZoneId: z.string().max(MAX_ID_LENGTH),
  hideEndDate: z.boolean(),
  showTimeZone: z.boolean(),
  recurrenceStatus: z.enum([
    'ONE_TIME',
    'RECURRING',
    'RECURRING_UPCOMING',
    'RECURRING_RECENTLY_ENDED',
  ]),
  recurringEvents: z
    .object({ individualEventDates: z.array(IndividualEventDate).max(MAX_LONG_LIST_ITEMS) })
    .optional(),
  formatted: z.object({
    dateAndTime: z.string().max(MAX_NAME_LENGTH),
    startDate: z.string().max(MAX_NAME_LENGTH),
    startTime: z.string().max(MAX_NAME_LENGTH),
    endDate: z.string().max(MAX_NAME_LENGTH),
    endTime: z.string().max(MAX_NAME_LENGTH),
  }),
});

export const RsvpSettings = z.object({
  responseType: RsvpResponseType,
  limit: z.number().int().optional(),
  waitlistEnabled: z.boolean(),
  startDate: Timestamp.optional(),
  endDate: Timestamp.optional(),
});

export const TaxSettings = z.object({
  type: TaxType,
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  rate: z.string().max(MAX_TEXT_LENGTH).optional(),
});

export const EventRegistration = z.object({
  type: RegistrationType,
  status: RegistrationStatus,
  initialType: RegistrationType,
  allowedGuestTypes: GuestType,
  registrationPaused: z.boolean(),
  registrationDisabled: z.boolean(),
  rsvp: RsvpSettings.optional(),
  tickets: z
    .object({
      currency: z.string().max(MAX_NAME_LENGTH),
      lowestPrice: ValueMoney,
      highestPrice: ValueMoney,
      soldOut: z.boolean(),
      ticketLimitPerOrder: z.number().int(),
      reservationDurationInMinutes: z.number().int(),
      guestsAssignedSeparately: z.boolean(),
      taxSettings: TaxSettings.optional(),
    })
    .optional(),
  external: z.object({ url: z.string().max(MAX_URL_LENGTH) }).optional(),
});

export const EventImage = WireImage.extend({ urlExpirationDate: Timestamp.optional() });

/** The parts beyond the default ones appear only when a field set asks for them (docs/interfaces.md). */
export const Event = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  title: z.string().max(MAX_NAME_LENGTH),
  shortDescription: z.string().max(MAX_TEXT_LENGTH).optional(),
  detailedDescription: z.string().max(MAX_TEXT_LENGTH).optional(),
  description: RichContent.optional(),
  slug: z.string().max(MAX_ID_LENGTH),
  status: EventStatus,
  location: EventLocation,
  dateAndTimeSettings: DateAndTimeSettings,
  mainImage: EventImage.optional(),
  registration: EventRegistration.optional(),
  eventPageUrl: PageUrl.optional(),
  calendarUrls: z
    .object({ google: z.string().max(MAX_TEXT_LENGTH), ics: z.string().max(MAX_TEXT_LENGTH) })
    .optional(),
  form: EventForm.optional(),
  summaries: z
    .object({
      rsvps: z.object({
        totalCount: z.number().int(),
        yesCount: z.number().int(),
        noCount: z.number().int(),
        waitlistCount: z.number().int(),
      }),
    })
    .optional(),
  eventDisplaySettings: z.object({ hideEventDetailsButton: z.boolean() }).optional(),
  onlineConferencing: OnlineConferencing.optional(),
  seoSettings: z.object({ slug: z.string().max(MAX_ID_LENGTH), hidden: z.boolean() }).optional(),
  agendaSettings: AgendaSettings.optional(),
  categories: z.array(EventCategory).max(MAX_LONG_LIST_ITEMS).optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  publishedDate: Timestamp.optional(),
});
export type Event = z.infer<typeof Event>;

export const QueryEventsRequest = QueryRequest.extend({
  fields: z.array(EventFieldset).max(MAX_LIST_ITEMS).optional(),
  includeDrafts: z.boolean().optional(),
});
export type QueryEventsRequest = z.infer<typeof QueryEventsRequest>;

export const QueryEventsResponse = offsetPage('events', Event);
export type QueryEventsResponse = z.infer<typeof QueryEventsResponse>;
