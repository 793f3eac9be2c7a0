import type { Filter } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import {
  toEvent,
  type Event,
  type EventInput,
  type EventUpdate,
  type EventWire,
  type FieldsOptions,
} from './event-types';

const PATH = '/events/v3/events';
const BULK_PATH = '/events/v3/bulk/events';

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

/** The owner's events v3 calls (part of `WixEventsApi`). */
export interface EventWritesApi {
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

/** Field masks travel comma-joined (docs/protocol.md §1.3). */
const joinMask = (mask: string[] | undefined) => (mask?.length ? mask.join(',') : undefined);
const optionsMap = fieldsUnder('options', ['fields', 'draft', 'mask']);

export function eventWrites(ctx: RequestContext): EventWritesApi {
  const send = async (
    method: 'POST' | 'PATCH',
    path: string,
    data: Record<string, unknown>,
    pathParams?: Record<string, string>,
  ) => {
    const res = await ctx.request<{ event: EventWire }>({
      method,
      path,
      pathParams,
      data,
      fieldMap: optionsMap,
    });
    return toEvent(res.event);
  };
  const transition =
    (action: string) =>
    (eventId: string, options: { fields?: string[] } = {}) =>
      send('POST', `${PATH}/{eventId}/${action}`, { eventId, fields: options.fields }, { eventId });
  const byFilter = (action: string) => (filter: Filter) =>
    ctx.request<{ count: number }>({
      method: 'POST',
      path: `${BULK_PATH}/${action}`,
      data: { filter },
    });
  return {
    createEvent: (event, options = {}) =>
      send('POST', PATH, { event, draft: options.draft, fields: options.fields }),
    cloneEvent: (eventId, options = {}) =>
      send(
        'POST',
        `${PATH}/{eventId}/clone`,
        {
          eventId,
          event: options.event,
          draft: options.draft,
          fields: options.fields,
          mask: joinMask(options.mask),
        },
        { eventId },
      ),
    updateEvent: (eventId, event, options = {}) =>
      send(
        'PATCH',
        `${PATH}/{eventId}`,
        { event: { ...event, id: eventId }, fields: options.fields, mask: joinMask(options.mask) },
        { eventId },
      ),
    publishDraftEvent: transition('publish'),
    cancelEvent: transition('cancel'),
    deleteEvent: (eventId) =>
      ctx.request({ method: 'DELETE', path: `${PATH}/{eventId}`, pathParams: { eventId } }),
    bulkCancelEventsByFilter: byFilter('cancel-by-filter'),
    bulkDeleteEventsByFilter: byFilter('delete-by-filter'),
  };
}
