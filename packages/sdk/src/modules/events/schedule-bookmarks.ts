import type { ScheduleItem as ScheduleItemWire } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { toScheduleItem, type ScheduleItem } from './schedule';

/** Schedule Bookmarks: a member's own list of an event's published schedule items. */
export interface ScheduleBookmarksApi {
  /** `POST /events/v1/schedule/{itemId}/bookmark` (a member; twice is once). */
  createBookmark(itemId: string, eventId: string): Promise<void>;
  /** `DELETE /events/v1/schedule/{itemId}/bookmark` (a member). */
  deleteBookmark(itemId: string, eventId: string): Promise<void>;
  /** `GET /events/v1/schedule/bookmarks`: the member's bookmarked items of the event. */
  listBookmarks(eventId: string): Promise<ScheduleItem[]>;
}

const PATH = '/events/v1/schedule';

export const scheduleBookmarks: SdkModule<ScheduleBookmarksApi> = {
  create: (ctx) => ({
    async createBookmark(itemId, eventId) {
      await ctx.request({
        method: 'POST',
        path: `${PATH}/{itemId}/bookmark`,
        pathParams: { itemId },
        data: { eventId },
        idempotent: true,
      });
    },
    async deleteBookmark(itemId, eventId) {
      await ctx.request({
        method: 'DELETE',
        path: `${PATH}/{itemId}/bookmark`,
        pathParams: { itemId },
        data: { eventId },
      });
    },
    async listBookmarks(eventId) {
      const res = await ctx.request<{ items: ScheduleItemWire[] }>({
        method: 'GET',
        path: `${PATH}/bookmarks`,
        data: { eventId },
      });
      return res.items.map(toScheduleItem);
    },
  }),
};
