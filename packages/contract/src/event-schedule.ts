import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { Timestamp } from './common';
import { FacetCounts, Paging, PagingMetadata, OffsetQuery, RepeatedParam } from './paging';

/** Events' Schedule and Schedule Bookmarks APIs (`/events/v1/schedule`, docs/protocol.md §2.5). */
export const ScheduleStatus = z.enum(['SCHEDULED', 'CANCELED']);
export type ScheduleStatus = z.infer<typeof ScheduleStatus>;
export const ScheduleStateFilter = z.enum(['PUBLISHED', 'DRAFT', 'VISIBLE', 'HIDDEN']);
export type ScheduleStateFilter = z.infer<typeof ScheduleStateFilter>;

const Id = z.string().max(MAX_ID_LENGTH).min(1);
const IsoDate = z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH);

export const ScheduleItem = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  draft: z.boolean(),
  hidden: z.boolean(),
  name: z.string().max(MAX_NAME_LENGTH),
  timeSlot: z.object({ start: Timestamp, end: Timestamp, timeZoneId: z.string().max(100) }),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  stageName: z.string().max(MAX_NAME_LENGTH).optional(),
  tags: z.array(z.string().max(MAX_NAME_LENGTH)),
  status: ScheduleStatus,
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type ScheduleItem = z.infer<typeof ScheduleItem>;

/** What the owner sends: every field may be left out on an update (`fields` names what changes). */
export const ScheduleItemData = z.object({
  hidden: z.boolean().optional(),
  name: z.string().trim().min(1).max(120).optional(),
  timeSlot: z
    .object({ start: IsoDate, end: IsoDate, timeZoneId: z.string().max(100).optional() })
    .optional(),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  stageName: z.string().max(30).optional(),
  tags: z.array(z.string().trim().min(1).max(30)).max(5).optional(),
  status: ScheduleStatus.optional(),
});
export type ScheduleItemData = z.infer<typeof ScheduleItemData>;

export const AddScheduleItemRequest = z.object({ eventId: Id, item: ScheduleItemData });
export type AddScheduleItemRequest = z.infer<typeof AddScheduleItemRequest>;
export const UpdateScheduleItemRequest = z.object({
  eventId: Id,
  item: ScheduleItemData,
  fields: z.array(z.string().max(MAX_NAME_LENGTH)).max(20).optional(),
});
export type UpdateScheduleItemRequest = z.infer<typeof UpdateScheduleItemRequest>;
export const ScheduleItemIdParams = z.object({ itemId: Id });
export const ScheduleEventRequest = z.object({ eventId: Id });
/** Delete Schedule Item is a DELETE: the event and the items in the query string. */
export const DeleteScheduleItemsQuery = z.object({ eventId: Id, itemIds: RepeatedParam(Id) });
export const ScheduleItemResponse = z.object({ item: ScheduleItem });

/**
 * A protobuf Duration as JSON carries it (`"3600s"`, `"-90.5s"`): what Reschedule Draft shifts the
 * draft's items by. Bounded to a century either way, far past any event's schedule.
 */
export const DurationSeconds = z
  .string()
  .max(32)
  .regex(/^-?\d{1,10}(\.\d{1,9})?s$/, 'a duration in seconds, like "3600s"')
  .refine((value) => Math.abs(parseFloat(value)) <= 100 * 366 * 86_400, 'at most a century');
/** Reschedule Draft: every draft item of the event moves by the offset into the time zone named. */
export const RescheduleDraftRequest = z.object({
  eventId: Id,
  timeZoneId: z.string().min(1).max(100),
  timeSlotOffset: DurationSeconds.optional(),
});
export type RescheduleDraftRequest = z.infer<typeof RescheduleDraftRequest>;

const Flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const Count = z.coerce.number().int().min(0);
export const GetScheduleItemQuery = z.object({
  eventId: Id.optional(),
  includeDraft: Flag.optional(),
});
export const GetScheduleItemResponse = z.object({
  item: ScheduleItem.optional(),
  draft: ScheduleItem.optional(),
});

export const ListScheduleItemsQuery = z.object({
  eventId: RepeatedParam(Id).optional(),
  state: RepeatedParam(ScheduleStateFilter).optional(),
  startingFrom: IsoDate.optional(),
  startingBefore: IsoDate.optional(),
  itemId: RepeatedParam(Id).optional(),
  tag: RepeatedParam(z.string().min(1).max(30)).optional(),
  stageName: RepeatedParam(z.string().max(30)).optional(),
  facet: RepeatedParam(z.enum(['tag', 'stageName'])).optional(),
  offset: Count.optional(),
  limit: Count.max(100).optional(),
  'paging.offset': Count.optional(),
  'paging.limit': Count.max(100).optional(),
});
export type ListScheduleItemsQuery = z.infer<typeof ListScheduleItemsQuery>;

export const ListScheduleItemsResponse = z.object({
  items: z.array(ScheduleItem),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  facets: FacetCounts.optional(),
  draftNotPublished: z.boolean().optional(),
  pagingMetadata: PagingMetadata,
});
export type ListScheduleItemsResponse = z.infer<typeof ListScheduleItemsResponse>;

export const QueryScheduleItemsRequest = z.object({
  query: OffsetQuery.extend({ paging: Paging.optional() }).optional(),
});
export type QueryScheduleItemsRequest = z.infer<typeof QueryScheduleItemsRequest>;
export const QueryScheduleItemsResponse = z.object({
  items: z.array(ScheduleItem),
  pagingMetadata: PagingMetadata,
});
export type QueryScheduleItemsResponse = z.infer<typeof QueryScheduleItemsResponse>;

/** A member's bookmarks: the event in the body (create) or the query string (delete, list). */
export const BookmarkRequest = z.object({ eventId: Id });
export const ListBookmarksResponse = z.object({ items: z.array(ScheduleItem) });
