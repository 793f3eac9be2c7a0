import type { PagingMetadata } from '@headless/contract';
import type { QueryEndpoint, QueryState } from './query-endpoint';

/** One page of an offset query (docs/protocol.md §4.2 iterator rules). */
export interface QueryResult<Item> {
  items: Item[];
  /** `pagingMetadata.total`; undefined when the platform did not count. */
  totalCount: number | undefined;
  /** Undefined when the total is unknown. */
  totalPages: number | undefined;
  pageSize: number;
  /** Zero-based. */
  currentPage: number;
  hasNext(): boolean;
  hasPrev(): boolean;
  /** Fetches the following page; check `hasNext()` first. */
  next(): Promise<QueryResult<Item>>;
  prev(): Promise<QueryResult<Item>>;
}

export type QueryResponse = Record<string, unknown>;

/** `pageAt` fetches the page at an offset with the same query (the builder's `skip(…).find()`). */
export function toQueryResult<Item>(
  endpoint: QueryEndpoint<Item>,
  state: QueryState,
  response: QueryResponse,
  pageAt: (offset: number) => Promise<QueryResult<Item>>,
): QueryResult<Item> {
  const wireItems = response[endpoint.resultKey];
  const fromWire = endpoint.fromWire as (wire: unknown) => Item;
  const items = Array.isArray(wireItems) ? wireItems.map((item) => fromWire(item)) : [];
  const meta = (response[endpoint.metadataKey ?? 'pagingMetadata'] ??
    {}) as Partial<PagingMetadata>;
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
    hasNext,
    hasPrev: () => offset > 0,
    next: () => pageAt(offset + pageSize),
    prev: () => pageAt(Math.max(0, offset - pageSize)),
  };
}
