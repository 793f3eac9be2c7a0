import type { Filter } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import { toEvent, type EventWire } from './event-types';
import type { WixEventsApi } from './wix-events';

const PATH = '/events/v3/events';
const BULK_PATH = '/events/v3/bulk/events';

type Writes = Pick<
  WixEventsApi,
  | 'createEvent'
  | 'cloneEvent'
  | 'updateEvent'
  | 'publishDraftEvent'
  | 'cancelEvent'
  | 'deleteEvent'
  | 'bulkCancelEventsByFilter'
  | 'bulkDeleteEventsByFilter'
>;

/** Field masks travel comma-joined (docs/protocol.md §1.3). */
const joinMask = (mask: string[] | undefined) => (mask?.length ? mask.join(',') : undefined);
const optionsMap = fieldsUnder('options', ['fields', 'draft', 'mask']);

export function eventWrites(ctx: RequestContext): Writes {
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
