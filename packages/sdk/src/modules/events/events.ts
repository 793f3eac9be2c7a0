import type { EventFieldset } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import { eventTransform, type Event, type EventField, type EventWire } from './event-types';

const PATH = '/events/v3/events';

export interface QueryEventsOptions {
  fields?: EventFieldset[];
  includeDrafts?: boolean;
}

export interface GetEventOptions {
  fields?: EventFieldset[];
}

export interface EventsApi {
  /** `POST /events/v3/events/query` → `{ events, pagingMetadata }`. */
  queryEvents(options?: QueryEventsOptions): QueryBuilder<Event, EventField>;
  /** `GET /events/v3/events/{eventId}` → the event, unwrapped. */
  getEvent(eventId: string, options?: GetEventOptions): Promise<Event>;
}

const toEvent = (wire: EventWire): Event => fromWire(eventTransform, wire);

export const events: SdkModule<EventsApi> = {
  create: (ctx) => ({
    queryEvents: (options = {}) =>
      new QueryBuilder(ctx, {
        path: `${PATH}/query`,
        resultKey: 'events',
        extra: { fields: options.fields, includeDrafts: options.includeDrafts },
        fieldMap: fieldsUnder('options', ['fields', 'includeDrafts']),
        fromWire: toEvent,
      }),
    async getEvent(eventId, options = {}) {
      const { event } = await ctx.request<{ event: EventWire }>({
        method: 'GET',
        path: `${PATH}/{eventId}`,
        pathParams: { eventId },
        data: { fields: options.fields },
        fieldMap: fieldsUnder('options', ['fields']),
      });
      return toEvent(event);
    },
  }),
};
