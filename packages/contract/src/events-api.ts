import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER, SLUG_PATTERN } from './constants';
import { WireImage } from './common';
import {
  Event,
  EventFieldset,
  EventLocationType,
  GuestType,
  RegistrationStatus,
  RegistrationType,
  RsvpResponseType,
  QueryEventsResponse,
  TaxType,
} from './events';
import {
  AgendaSettings,
  EventAddress,
  EventForm,
  OnlineConferencingType,
  RichContent,
} from './events-content';
import { FacetCounts, Filter, PagingMetadata } from './paging';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/** Request bodies of the events v3 writes (docs/protocol.md §2.5). */
const IsoDate = z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH);

const LocationInput = z.object({
  type: EventLocationType,
  name: z.string().max(200).optional(),
  address: EventAddress.optional(),
  locationTbd: z.boolean().optional(),
});

const DateAndTimeInput = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  timeZoneId: z.string().max(MAX_ID_LENGTH).min(1),
  hideEndDate: z.boolean().optional(),
  showTimeZone: z.boolean().optional(),
  recurringEvents: z
    .object({
      individualEventDates: z
        .array(
          z.object({
            startDate: IsoDate,
            endDate: IsoDate,
            timeZoneId: z.string().max(MAX_ID_LENGTH).optional(),
          }),
        )
        .max(MAX_LONG_LIST_ITEMS),
    })
    .optional(),
});

const RegistrationInput = z.object({
  initialType: RegistrationType.optional(),
  status: RegistrationStatus.optional(),
  allowedGuestTypes: GuestType.optional(),
  rsvp: z
    .object({
      responseType: RsvpResponseType.optional(),
      limit: z.number().int().min(1).optional(),
      waitlistEnabled: z.boolean().optional(),
      startDate: IsoDate.optional(),
      endDate: IsoDate.optional(),
    })
    .optional(),
  tickets: z
    .object({
      ticketLimitPerOrder: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER).optional(),
      reservationDurationInMinutes: z.number().int().min(5).max(30).optional(),
      guestsAssignedSeparately: z.boolean().optional(),
      taxSettings: z
        .object({
          type: TaxType,
          name: z.string().max(MAX_NAME_LENGTH).optional(),
          rate: z
            .string()
            .max(MAX_TEXT_LENGTH)
            .regex(/^\d+(\.\d+)?$/)
            .optional(),
        })
        .optional(),
    })
    .optional(),
  external: z.object({ url: z.url().max(MAX_URL_LENGTH) }).optional(),
});

/** What a caller may set on an event; create requires title, location and dates. */
export const EventFields = z.object({
  title: z.string().trim().min(1).max(120),
  slug: z.string().regex(SLUG_PATTERN).max(100).optional(),
  shortDescription: z.string().max(500).optional(),
  detailedDescription: z.string().max(50_000).optional(),
  description: RichContent.optional(),
  location: LocationInput,
  dateAndTimeSettings: DateAndTimeInput,
  mainImage: WireImage.extend({ urlExpirationDate: IsoDate.optional() }).optional(),
  registration: RegistrationInput.optional(),
  form: EventForm.optional(),
  onlineConferencing: z.object({ enabled: z.boolean(), type: OnlineConferencingType }).optional(),
  seoSettings: z.object({ hidden: z.boolean() }).optional(),
  agendaSettings: AgendaSettings.optional(),
  eventDisplaySettings: z.object({ hideEventDetailsButton: z.boolean() }).optional(),
  categories: z
    .array(
      z.object({
        id: z.string().max(MAX_ID_LENGTH).optional(),
        name: z.string().max(MAX_NAME_LENGTH).min(1).optional(),
      }),
    )
    .max(MAX_LONG_LIST_ITEMS)
    .optional(),
});
export type EventFields = z.infer<typeof EventFields>;
/** Before defaults (form inputs' `mandatory`, `type`): what a caller sends. */
export type EventFieldsInput = z.input<typeof EventFields>;

export const FieldsOption = z.array(EventFieldset).max(MAX_LIST_ITEMS).optional();

export const CreateEventRequest = z.object({
  event: EventFields,
  draft: z.boolean().optional(),
  fields: FieldsOption,
});
export type CreateEventRequest = z.infer<typeof CreateEventRequest>;

/** A partial event: nested objects merge into the stored ones; a mask limits what applies. */
export const EventPatch = z.looseObject({ id: z.string().max(MAX_ID_LENGTH).optional() });
export type EventPatch = z.infer<typeof EventPatch>;

export const EventMask = z.union([
  z.string().max(MAX_TEXT_LENGTH),
  z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
]);

export const CloneEventRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  event: EventPatch.optional(),
  draft: z.boolean().optional(),
  fields: FieldsOption,
  mask: EventMask.optional(),
});
export type CloneEventRequest = z.infer<typeof CloneEventRequest>;

export const UpdateEventRequest = z.object({
  event: EventPatch,
  fields: FieldsOption,
  mask: EventMask.optional(),
});
export type UpdateEventRequest = z.infer<typeof UpdateEventRequest>;

export const EventIdBody = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  fields: FieldsOption,
});

export const EventIdParams = z.object({ eventId: z.string().max(MAX_ID_LENGTH).min(1) });
export const EventSlugParams = z.object({ slug: z.string().max(MAX_ID_LENGTH).min(1) });
export const CategoryIdParams = z.object({ categoryId: z.string().max(MAX_ID_LENGTH).min(1) });

/** GET options: `fields` repeats in the query string (docs/protocol.md §1.3). */
export const GetEventQuery = z.object({
  fields: z.preprocess((v) => (typeof v === 'string' ? [v] : v), FieldsOption),
});

export const ListByCategoryQuery = GetEventQuery.extend({
  'paging.limit': z.coerce.number().int().min(0).max(100).optional(),
  'paging.offset': z.coerce.number().int().min(0).optional(),
});

export const EventResponse = z.object({ event: Event });
export type EventResponse = z.infer<typeof EventResponse>;

export const DeleteEventResponse = z.object({ eventId: z.string().max(MAX_ID_LENGTH) });

/** `{}` matches every event of the site; the filter itself is required, as on the real platform. */
export const ByFilterRequest = z.object({ filter: Filter });
export type ByFilterRequest = z.infer<typeof ByFilterRequest>;

export const ByFilterResponse = z.object({ count: z.number().int() });

export const CountEventsByStatusRequest = z.object({
  filter: Filter.optional(),
  facet: z
    .array(z.enum(['status', 'registration.type', 'registration.status']))
    .max(10)
    .optional(),
  includeDrafts: z.boolean().optional(),
});
export type CountEventsByStatusRequest = z.infer<typeof CountEventsByStatusRequest>;

export const CountEventsByStatusResponse = z.object({
  pagingMetadata: PagingMetadata,
  facets: FacetCounts,
});
export type CountEventsByStatusResponse = z.infer<typeof CountEventsByStatusResponse>;

/** The events of a category, paged like a query's. */
export const ListEventsByCategoryResponse = QueryEventsResponse;

/**
 * Forms' Get Form (`GET /events/v1/events/{eventId}/form`): the event's registration form;
 * `draftForm`, deprecated, is the same form.
 */
export const GetEventFormResponse = z.object({ form: EventForm, draftForm: EventForm });
