import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS } from './bounds';
import { Timestamp } from './common';
import { ItemMetadata } from './bookings-services-bulk';
import { OffsetPageCounts, OffsetQuery, RepeatedParam } from './paging';

/** Events' Categories API (`/events/v1/categories`, docs/protocol.md §2.5). */
export const CategoryState = z.enum(['MANUAL', 'AUTO', 'RECURRING_EVENT', 'HIDDEN']);
export type CategoryState = z.infer<typeof CategoryState>;

const Id = z.string().max(MAX_ID_LENGTH).min(1);
export const CategoryName = z.string().trim().min(1).max(30);

export const EventsCategory = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  states: z.array(CategoryState),
  /** With the `COUNTS` fieldset: the category's published and draft events. */
  counts: z
    .object({ assignedEventsCount: z.number().int(), assignedDraftEventsCount: z.number().int() })
    .optional(),
});
export type EventsCategory = z.infer<typeof EventsCategory>;

const States = z.array(CategoryState).max(3);

export const CreateCategoryRequest = z.object({
  category: z.object({ name: CategoryName, states: States.optional() }),
});
export type CreateCategoryRequest = z.infer<typeof CreateCategoryRequest>;

export const UpdateCategoryRequest = z.object({
  category: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    name: CategoryName.optional(),
    states: States.optional(),
  }),
});
export type UpdateCategoryRequest = z.infer<typeof UpdateCategoryRequest>;

export const CategoryResponse = z.object({ category: EventsCategory });
export const CategoryParams = z.object({ categoryId: Id });
export const CategoryEventParams = z.object({ eventId: Id });

export const CategoryFieldset = z.enum(['COUNTS']);
export const QueryEventCategoriesRequest = z.object({
  query: OffsetQuery.optional(),
  fieldset: z.array(CategoryFieldset).max(1).optional(),
});
export type QueryEventCategoriesRequest = z.infer<typeof QueryEventCategoriesRequest>;

export const QueryEventCategoriesResponse = z.object({
  categories: z.array(EventsCategory),
  metaData: OffsetPageCounts,
});
export type QueryEventCategoriesResponse = z.infer<typeof QueryEventCategoriesResponse>;

export const ListEventCategoriesResponse = z.object({ categories: z.array(EventsCategory) });

/** Assign: `{eventId: [...]}` in the body; Unassign (a DELETE): the same in the query string. */
export const AssignEventsRequest = z.object({ eventId: z.array(Id).min(1).max(MAX_LIST_ITEMS) });
export const UnassignEventsQuery = z.object({ eventId: RepeatedParam(Id) });

/** Bulk Create Category: up to 10, each created or refused on its own (its result says which). */
export const BulkCreateCategoryRequest = z.object({
  categories: z.array(CreateCategoryRequest.shape.category).min(1).max(10),
});
/**
 * Bulk Assign / Unassign Events: one event and up to 10 categories; the unassign is a DELETE, so
 * its lists come in the query string.
 */
export const BulkAssignEventsRequest = z.object({
  categoryId: z.array(Id).min(1).max(10),
  eventId: z.array(Id).min(1).max(1),
});
export const BulkUnassignEventsQuery = z.object({
  categoryId: RepeatedParam(Id).pipe(z.array(Id).min(1).max(10)),
  eventId: RepeatedParam(Id).pipe(z.array(Id).max(1)).optional(),
});
export const BulkCategoriesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: EventsCategory.optional() })),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkCategoriesResponse = z.infer<typeof BulkCategoriesResponse>;
