import type {
  ListScheduleItemsResponse,
  ScheduleItem as ScheduleItemWire,
  ScheduleItemData,
  ScheduleStateFilter,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export const scheduleItemTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'timeSlot.start', 'timeSlot.end'],
});
export type ScheduleItem = Transformed<ScheduleItemWire, typeof scheduleItemTransform>;
export type { ScheduleItemData, ScheduleItemWire };
export type ScheduleItemField =
  | 'id'
  | 'eventId'
  | 'name'
  | 'stageName'
  | 'tags'
  | 'status'
  | 'hidden'
  | 'draft'
  | 'timeSlot.start'
  | 'timeSlot.end'
  | 'createdDate'
  | 'updatedDate';

export interface ListScheduleItemsOptions {
  eventId?: string[];
  /** Default `PUBLISHED` and `VISIBLE`; `DRAFT` and `HIDDEN` are the owner's. */
  state?: ScheduleStateFilter[];
  startingFrom?: Date;
  startingBefore?: Date;
  itemId?: string[];
  tag?: string[];
  stageName?: string[];
  facet?: ('tag' | 'stageName')[];
  paging?: { limit?: number; offset?: number };
}
export type ScheduleItemsList = Omit<ListScheduleItemsResponse, 'items'> & {
  items: ScheduleItem[];
};

/** Events' Schedule (`/events/v1/schedule`): guests read what is published; the owner edits a draft. */
export interface ScheduleApi {
  /** `GET /events/v1/schedule`: by the list's parameters, with facets. */
  listScheduleItems(options?: ListScheduleItemsOptions): Promise<ScheduleItemsList>;
  /** `POST /events/v1/schedule/query` → `{ items, pagingMetadata }`. */
  queryScheduleItems(): QueryBuilder<ScheduleItem, ScheduleItemField>;
  /** `GET /events/v1/schedule/{itemId}`: the published item; with `includeDraft` (owner) its draft. */
  getScheduleItem(
    itemId: string,
    options?: { eventId?: string; includeDraft?: boolean },
  ): Promise<{ item?: ScheduleItem; draft?: ScheduleItem }>;
  /** `POST /events/v1/schedule/draft` (owner): a new draft item. */
  addScheduleItem(eventId: string, item: ScheduleItemData): Promise<ScheduleItem>;
  /** `PATCH /events/v1/schedule/draft/{itemId}` (owner): `fields` names what changes. */
  updateScheduleItem(
    itemId: string,
    eventId: string,
    item: ScheduleItemData,
    fields?: string[],
  ): Promise<ScheduleItem>;
  /** `DELETE /events/v1/schedule/draft/items` (owner). */
  deleteScheduleItems(eventId: string, itemIds: string[]): Promise<void>;
  /** `POST /events/v1/schedule/publish` (owner): the draft becomes the published schedule. */
  publishDraft(eventId: string): Promise<void>;
  /** `DELETE /events/v1/schedule/draft` (owner): the draft goes back to what is published. */
  discardDraft(eventId: string): Promise<void>;
  /**
   * `POST /events/v1/schedule/draft/reschedule` (owner): every draft item moves by `offsetSeconds`
   * (sent as a Duration, `"3600s"`; negative moves earlier) into the IANA time zone named.
   */
  rescheduleDraft(eventId: string, timeZoneId: string, offsetSeconds?: number): Promise<void>;
}

const PATH = '/events/v1/schedule';
export const toScheduleItem = (wire: ScheduleItemWire): ScheduleItem =>
  fromWire(scheduleItemTransform, wire);
type One = { item: ScheduleItemWire };

export const schedule: SdkModule<ScheduleApi> = {
  create: (ctx) => ({
    async listScheduleItems(options = {}) {
      const res = await ctx.request<ListScheduleItemsResponse>({
        method: 'GET',
        path: PATH,
        data: { ...options },
      });
      return { ...res, items: res.items.map(toScheduleItem) };
    },
    queryScheduleItems: () =>
      new QueryBuilder(ctx, {
        path: `${PATH}/query`,
        resultKey: 'items',
        fromWire: toScheduleItem,
      }),
    async getScheduleItem(itemId, options = {}) {
      const res = await ctx.request<{ item?: ScheduleItemWire; draft?: ScheduleItemWire }>({
        method: 'GET',
        path: `${PATH}/{itemId}`,
        pathParams: { itemId },
        data: { ...options },
      });
      return {
        ...(res.item ? { item: toScheduleItem(res.item) } : {}),
        ...(res.draft ? { draft: toScheduleItem(res.draft) } : {}),
      };
    },
    async addScheduleItem(eventId, item) {
      const res = await ctx.request<One>({
        method: 'POST',
        path: `${PATH}/draft`,
        data: { eventId, item },
      });
      return toScheduleItem(res.item);
    },
    async updateScheduleItem(itemId, eventId, item, fields) {
      const res = await ctx.request<One>({
        method: 'PATCH',
        path: `${PATH}/draft/{itemId}`,
        pathParams: { itemId },
        data: { eventId, item, fields },
      });
      return toScheduleItem(res.item);
    },
    async deleteScheduleItems(eventId, itemIds) {
      await ctx.request({
        method: 'DELETE',
        path: `${PATH}/draft/items`,
        data: { eventId, itemIds },
      });
    },
    async publishDraft(eventId) {
      await ctx.request({
        method: 'POST',
        path: `${PATH}/publish`,
        data: { eventId },
        idempotent: true,
      });
    },
    async discardDraft(eventId) {
      await ctx.request({ method: 'DELETE', path: `${PATH}/draft`, data: { eventId } });
    },
    async rescheduleDraft(eventId, timeZoneId, offsetSeconds) {
      await ctx.request({
        method: 'POST',
        path: `${PATH}/draft/reschedule`,
        data: {
          eventId,
          timeZoneId,
          ...(offsetSeconds !== undefined ? { timeSlotOffset: `${offsetSeconds}s` } : {}),
        },
      });
    },
  }),
};
