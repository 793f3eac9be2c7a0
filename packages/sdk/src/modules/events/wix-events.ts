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
  type EventInput,
  type EventsPage,
  type EventUpdate,
  type EventWire,
  type FieldsOptions,
} from './event-types';
import { eventWrites } from './wix-events-writes';

export const EVENTS_PATH = '/events/v3/events';

export interface QueryEventsOptions extends FieldsOptions {
  includeDrafts?: boolean;
}
export type GetEventOptions = FieldsOptions;
export interface CreateEventOptions extends FieldsOptions {
  draft?: boolean;
}
export interface UpdateEventOptions extends FieldsOptions {
  /** Paths to apply (`['title', 'location.name']`); without one every sent field applies. */
  mask?: string[];
}
export interface CloneEventOptions extends CreateEventOptions, UpdateEventOptions {
  /** Overrides of the copy. */
  event?: EventUpdate;
}
export interface CountEventsByStatusOptions {
  filter?: Filter;
  facet?: ('status' | 'registration.type' | 'registration.status')[];
  includeDrafts?: boolean;
}
export interface ListEventsByCategoryOptions extends FieldsOptions {
  paging?: { limit?: number; offset?: number };
}

/** Every events v3 call of docs/protocol.md §2.5; single events come back unwrapped. */
export interface WixEventsApi {
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
  /** `POST /events/v3/events`. Owner only. */
  createEvent(event: EventInput, options?: CreateEventOptions): Promise<Event>;
  /** `POST /events/v3/events/{eventId}/clone`. Owner only. */
  cloneEvent(eventId: string, options?: CloneEventOptions): Promise<Event>;
  /** `PATCH /events/v3/events/{eventId}`. Owner only. */
  updateEvent(eventId: string, event: EventUpdate, options?: UpdateEventOptions): Promise<Event>;
  /** `POST /events/v3/events/{eventId}/publish`: a draft becomes published. Owner only. */
  publishDraftEvent(eventId: string, options?: FieldsOptions): Promise<Event>;
  /** `POST /events/v3/events/{eventId}/cancel`. Owner only. */
  cancelEvent(eventId: string, options?: FieldsOptions): Promise<Event>;
  /** `DELETE /events/v3/events/{eventId}` → `{ eventId }`. Owner only. */
  deleteEvent(eventId: string): Promise<{ eventId: string }>;
  /** `POST /events/v3/bulk/events/cancel-by-filter` → how many were cancelled. Owner only. */
  bulkCancelEventsByFilter(filter: Filter): Promise<{ count: number }>;
  /** `POST /events/v3/bulk/events/delete-by-filter` → how many were deleted. Owner only. */
  bulkDeleteEventsByFilter(filter: Filter): Promise<{ count: number }>;
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
