import type { Filter, Sorting } from '@headless/contract';
import type { FieldMap } from './field-map';

/** What one entity's query endpoint looks like (docs/protocol.md §2, §4.1). */
export interface QueryEndpoint<Item> {
  path: string;
  /** Key of the item array in the response: `services`, `products`, `events`, `plans`. */
  resultKey: string;
  /**
   * `cursor`: `cursorPaging {limit, cursor}` in, `pagingMetadata {cursors, hasNext}` out (the V3
   * APIs: Catalog V3 products); else offset `paging {limit, offset}` (docs/protocol.md §4.1).
   */
  paging?: 'offset' | 'cursor';
  /** Stores v1 names its paging object `metadata`, events' categories `metaData`; the rest `pagingMetadata`. */
  metadataKey?: 'pagingMetadata' | 'metadata' | 'metaData';
  /** GET with `.r` and POST fallback (stores v1) instead of a POST query. */
  dotR?: boolean;
  /** Top-level request fields beside `query`, e.g. `conditionalFields`, `fields`. */
  extra?: Record<string, unknown>;
  fieldMap?: FieldMap;
  fromWire: (wire: never) => Item;
}

export interface QueryState {
  conditions: readonly Filter[];
  sort: readonly Sorting[];
  limit: number;
  offset: number;
  /** The page a cursor query asks for; the cursor carries the filter and sort. */
  cursor?: string;
}
