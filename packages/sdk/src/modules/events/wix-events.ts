import type { Filter } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import {
  toEvent,
  type CountEventsByStatusResponse,
  type Event,
  type EventField,
  type EventsPage,
  type EventWire,
  type FieldsOptions,
} from './event-types';
import { eventWrites, type EventWritesApi } from './wix-events-writes';

export type {
  CloneEventOptions,
  CreateEventOptions,
  UpdateEventOptions,
} from './wix-events-writes';

export const EVENTS_PATH = '/events/v3/events';

export interface QueryEventsOptions extends FieldsOptions {
  includeDrafts?: boolean;
}
export type GetEventOptions = FieldsOptions;
export interface CountEventsByStatusOptions {
  filter?: Filter;
  facet?: ('status' | 'registration.type' | 'registration.status')[];
  includeDrafts?: boolean;
}
export interface ListEventsByCategoryOptions extends FieldsOptions {
  paging?: { limit?: number; offset?: number };
}

/** Every events v3 call of docs/protocol.md §2.5; single events come back unwrapped. */
export interface WixEventsApi extends EventWritesApi {
  /** `POST /events/v3/events/query` → `{ events, pagingMetadata }`. */
  queryEvents(options?: QueryEventsOptions): QueryBuilder<Event, EventField>;
  /** `GET /events/v3/events/{eventId}`; drafts are the owner's only. */
  getEvent(eventId: string, options?: GetEventOptions): Promise<Event>;
  /** `GET /events/v3/events/slug/{slug}`. */
  getEventBySlug(slug: string, options?: GetEventOptions): Promise<Event>;
  /** `GET /events/v3/events/category/{categoryId}`. */
  listEventsByCategory(
    categoryId: string,
    options?: ListEventsByCategoryOptions,
  ): Promise<EventsPage>;
  /** `POST /events/v3/events/count-by-status` → `{ pagingMetadata, facets }`. */
  countEventsByStatus(options?: CountEventsByStatusOptions): Promise<CountEventsByStatusResponse>;
}

type Reads = Pick<
  WixEventsApi,
  'queryEvents' | 'getEvent' | 'getEventBySlug' | 'listEventsByCategory' | 'countEventsByStatus'
>;

const fieldsMap = fieldsUnder('options', ['fields']);

function eventReads(ctx: RequestContext): Reads {
  const getOne = async (
    path: string,
    pathParams: Record<string, string>,
    options: FieldsOptions,
  ) => {
    const data = { fields: options.fields };
    const res = await ctx.request<{ event: EventWire }>({
      method: 'GET',
      path,
      pathParams,
      data,
      fieldMap: fieldsMap,
    });
    return toEvent(res.event);
  };
  return {
    queryEvents: (options = {}) =>
      new QueryBuilder(ctx, {
        path: `${EVENTS_PATH}/query`,
        resultKey: 'events',
        extra: { fields: options.fields, includeDrafts: options.includeDrafts },
        fieldMap: fieldsUnder('options', ['fields', 'includeDrafts']),
        fromWire: toEvent,
      }),
    getEvent: (eventId, options = {}) => getOne(`${EVENTS_PATH}/{eventId}`, { eventId }, options),
    getEventBySlug: (slug, options = {}) => getOne(`${EVENTS_PATH}/slug/{slug}`, { slug }, options),
    async listEventsByCategory(categoryId, options = {}) {
      const res = await ctx.request<{
        events: EventWire[];
        pagingMetadata: EventsPage['pagingMetadata'];
      }>({
        method: 'GET',
        path: `${EVENTS_PATH}/category/{categoryId}`,
        pathParams: { categoryId },
        data: { fields: options.fields, paging: options.paging },
        fieldMap: fieldsUnder('options', ['fields', 'paging']),
      });
      return { ...res, events: res.events.map(toEvent) };
    },
    countEventsByStatus: (options = {}) =>
      ctx.request({
        method: 'POST',
        path: `${EVENTS_PATH}/count-by-status`,
        data: { ...options },
        fieldMap: fieldsUnder('options', ['filter', 'facet', 'includeDrafts']),
      }),
  };
}

/** The events v3 module (`wixEventsV2` in the official SDK). */
export const wixEvents: SdkModule<WixEventsApi> = {
  create: (ctx) => ({ ...eventReads(ctx), ...eventWrites(ctx) }),
};
