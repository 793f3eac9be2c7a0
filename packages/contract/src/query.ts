import { z } from 'zod';
import { OffsetPageCounts, OffsetQuery } from './paging';

/** Operators of the query language (docs/protocol.md §4.2). */
export const filterOperators = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$hasSome',
  '$hasAll',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$exists',
  '$isEmpty',
] as const;
export const FilterOperator = z.enum(filterOperators);
export type FilterOperator = z.infer<typeof FilterOperator>;

export const logicalOperators = ['$and', '$or', '$not'] as const;

/** `{query:{filter,sort,paging}}`: the body of every offset query endpoint. Unknown keys are dropped. */
export const QueryRequest = z.object({ query: OffsetQuery.optional() });
export type QueryRequest = z.infer<typeof QueryRequest>;

/**
 * Stores v1 names its paging object `metadata` and has no `tooManyToCount` (docs/protocol.md §2.3).
 */
export const StoresQueryMetadata = OffsetPageCounts;
export type StoresQueryMetadata = z.infer<typeof StoresQueryMetadata>;
