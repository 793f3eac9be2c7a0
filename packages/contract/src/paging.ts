import { z } from 'zod';
import { MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from './bounds';

/** The query language's wire shapes (docs/protocol.md §4.1). */
export const SortOrder = z.enum(['ASC', 'DESC']);
export const Sorting = z.object({
  fieldName: z.string().max(MAX_NAME_LENGTH).min(1),
  order: SortOrder.default('ASC'),
});
export type Sorting = z.infer<typeof Sorting>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

export const Paging = z.object({
  limit: z.number().int().min(0).max(MAX_PAGE_SIZE).optional(),
  offset: z.number().int().min(0).optional(),
});
export type Paging = z.infer<typeof Paging>;

export const CursorPaging = z.object({
  limit: z.number().int().min(0).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(MAX_TOKEN_LENGTH).optional(),
});
export type CursorPaging = z.infer<typeof CursorPaging>;

/** A filter is the query language's JSON object; its operators are checked by the platform's evaluator. */
export const Filter = z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown());
export type Filter = z.infer<typeof Filter>;

export const OffsetQuery = z.object({
  filter: Filter.optional(),
  sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
  paging: Paging.optional(),
});
export type OffsetQuery = z.infer<typeof OffsetQuery>;

/**
 * Where an offset page stands. Stores v1 (as `metadata`) and events tickets v1 (as `metaData`)
 * send just this; the v3 APIs' `pagingMetadata` adds `tooManyToCount`.
 */
export const OffsetPageCounts = z.object({
  count: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});
export type OffsetPageCounts = z.infer<typeof OffsetPageCounts>;

export const PagingMetadata = OffsetPageCounts.extend({ tooManyToCount: z.boolean() });
export type PagingMetadata = z.infer<typeof PagingMetadata>;

/**
 * One page of an offset query's answer: the items under the API's name for them (`services`,
 * `events`…), then `pagingMetadata`.
 */
export function offsetPage<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), pagingMetadata: PagingMetadata };
  return z.object(shape as Record<K, z.ZodArray<T>> & { pagingMetadata: typeof PagingMetadata });
}

/** Per facet, how many items have each of its values (events by status, event orders). */
export const FacetCounts = z.record(
  z.string().max(MAX_TEXT_LENGTH),
  z.object({ counts: z.record(z.string().max(MAX_TEXT_LENGTH), z.number().int()) }),
);

const toArray = (v: string | string[]) => (Array.isArray(v) ? v : [v]);
/**
 * A repeated query key (docs/protocol.md §1.3): one value arrives as a string, several as an
 * array; each value is checked by `item`, the list is at most MAX_LIST_ITEMS long.
 */
export const RepeatedParam = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item).max(MAX_LIST_ITEMS)])
    .transform((v) => toArray(v as string | string[]) as z.output<T>[]);

/** A cursor query (`{query:{filter, sort, cursorPaging}}`, docs/protocol.md §4.1). */
export const CursorQuery = z.object({
  filter: Filter.optional(),
  sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
  cursorPaging: CursorPaging.optional(),
});
export type CursorQuery = z.infer<typeof CursorQuery>;
