import type { Event as EventWire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { EventWire };

export const eventTransform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'publishedDate',
    'dateAndTimeSettings.startDate',
    'dateAndTimeSettings.endDate',
  ],
  geocodes: ['location.address.geocode'],
});

/** An event as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type Event = DatesAt<EventWire, (typeof eventTransform.dates)[number]>;
export type EventField = FieldPath<EventWire>;
