import type { PagingMetadata } from '@headless/contract';
import type { QueryEndpoint, QueryState } from './query-endpoint';

/** One page of a query, offset or cursor paged (docs/protocol.md §4.2 iterator rules). */
export interface QueryResult<Item> {
  items: Item[];
  /** `pagingMetadata.total`; undefined when the platform did not count. */
  totalCount: number | undefined;
  /** Undefined when the total is unknown. */
  totalPages: number | undefined;
  pageSize: number;
  /** Zero-based; undefined for cursor paging, which has no page numbers. */
  currentPage: number | undefined;
  /** Cursor paging's way to the neighbouring pages; empty for offset paging. */
  cursors: { next?: string; prev?: string };
  hasNext(): boolean;
  hasPrev(): boolean;
  /** Fetches the following page; check `hasNext()` first. */
  next(): Promise<QueryResult<Item>>;
  prev(): Promise<QueryResult<Item>>;
}

export type QueryResponse = Record<string, unknown>;

type PageAt<Item> = (page: Pick<QueryState, 'offset' | 'cursor'>) => Promise<QueryResult<Item>>;

/** `pageAt` fetches another page of the same query (the builder with that offset or cursor). */
export function toQueryResult<Item>(
  endpoint: QueryEndpoint<Item>,
  state: QueryState,
  response: QueryResponse,
  pageAt: PageAt<Item>,
): QueryResult<Item> {
  const wireItems = response[endpoint.resultKey];
  const fromWire = endpoint.fromWire as (wire: unknown) => Item;
  const items = Array.isArray(wireItems) ? wireItems.map((item) => fromWire(item)) : [];
  const meta = (response[endpoint.metadataKey ?? 'pagingMetadata'] ?? {}) as PageMetadata;
  if (endpoint.paging === 'cursor') return cursorPage(items, state, meta, pageAt);
  const total = typeof meta.total === 'number' ? meta.total : undefined;
  const offset = meta.offset ?? state.offset;
  const pageSize = state.limit;
  // Offset paging can only know there is more when the platform counted (docs/protocol.md §9.8).
  const hasNext = () =>
    total !== undefined && !meta.tooManyToCount && offset + (meta.count ?? items.length) < total;
  return {
    items,
    totalCount: total,
    totalPages: total === undefined || pageSize === 0 ? undefined : Math.ceil(total / pageSize),
    pageSize,
    currentPage: pageSize === 0 ? 0 : Math.floor(offset / pageSize),
    cursors: {},
    hasNext,
    hasPrev: () => offset > 0,
    next: () => pageAt({ offset: offset + pageSize }),
    prev: () => pageAt({ offset: Math.max(0, offset - pageSize) }),
  };
}

type PageMetadata = Partial<PagingMetadata> & {
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
};

/** A cursor page knows its neighbours by their cursors; nothing counts the whole. */
function cursorPage<Item>(
  items: Item[],
  state: QueryState,
  meta: PageMetadata,
  pageAt: PageAt<Item>,
): QueryResult<Item> {
  const next = meta.cursors?.next ?? undefined;
  const prev = meta.cursors?.prev ?? undefined;
  const cursors = { ...(next && { next }), ...(prev && { prev }) };
  const hasNext = () => (meta.hasNext ?? false) && next !== undefined;
  const page = (cursor: string | undefined) => {
    if (cursor === undefined) return Promise.resolve(emptyPage<Item>(state));
    return pageAt({ offset: 0, cursor });
  };
  return {
    items,
    totalCount: typeof meta.total === 'number' ? meta.total : undefined,
    totalPages: undefined,
    pageSize: state.limit,
    currentPage: undefined,
    cursors,
    hasNext,
    hasPrev: () => prev !== undefined,
    next: () => page(next),
    prev: () => page(prev),
  };
}

/** What `next()` past the last page answers: nothing, and no way further. */
function emptyPage<Item>(state: QueryState): QueryResult<Item> {
  const none = () => Promise.resolve(emptyPage<Item>(state));
  return {
    items: [],
    totalCount: undefined,
    totalPages: undefined,
    pageSize: state.limit,
    currentPage: undefined,
    cursors: {},
    hasNext: () => false,
    hasPrev: () => false,
    next: none,
    prev: none,
  };
}
