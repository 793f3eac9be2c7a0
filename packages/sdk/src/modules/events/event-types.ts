import type {
  CountEventsByStatusResponse,
  Event as EventWire,
  EventFieldset,
  EventFieldsInput,
  PagingMetadata,
} from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, fromWire, type DatesAt, type Transformed } from '../../core/transforms';

export type { EventWire, EventFieldset, CountEventsByStatusResponse };

export const eventTransform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'publishedDate',
    'dateAndTimeSettings.startDate',
    'dateAndTimeSettings.endDate',
    'dateAndTimeSettings.recurringEvents.individualEventDates.startDate',
    'dateAndTimeSettings.recurringEvents.individualEventDates.endDate',
    'mainImage.urlExpirationDate',
    'registration.rsvp.startDate',
    'registration.rsvp.endDate',
    'categories.createdDate',
  ],
  geocodes: ['location.address.geocode'],
});

/** An event as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type Event = Transformed<EventWire, typeof eventTransform>;
/** Filterable and sortable paths; the rich description and the form are left out (not queryable). */
export type EventField = FieldPath<Omit<EventWire, 'description' | 'form'>>;

type InputDatePaths =
  | 'dateAndTimeSettings.startDate'
  | 'dateAndTimeSettings.endDate'
  | 'dateAndTimeSettings.recurringEvents.individualEventDates.startDate'
  | 'dateAndTimeSettings.recurringEvents.individualEventDates.endDate'
  | 'mainImage.urlExpirationDate'
  | 'registration.rsvp.startDate'
  | 'registration.rsvp.endDate';

/** What `createEvent` takes: dates as `Date` (sent as ISO strings). */
export type EventInput = DatesAt<EventFieldsInput, InputDatePaths>;
/** What `updateEvent` and `cloneEvent` take: any part of an event; nested objects merge. */
export type EventUpdate = DeepPartial<EventInput>;

type DeepPartial<T> = T extends Date
  ? T
  : T extends readonly (infer E)[]
    ? E[]
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> | null }
      : T;

export interface FieldsOptions {
  fields?: EventFieldset[];
}

export interface EventsPage {
  events: Event[];
  pagingMetadata: PagingMetadata;
}

export const toEvent = (wire: EventWire): Event => fromWire(eventTransform, wire);
