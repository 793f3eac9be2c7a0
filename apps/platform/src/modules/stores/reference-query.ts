import type {
  QueryProductsRequest,
  ReferenceQueryProductsRequest,
  ReferenceQueryProductsResponse,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { queryProducts } from './service';

/** The reference's query as the query language takes it: `[{"name":"asc"}]` → `[{fieldName, order}]`. */
export function platformizedQuery(query: ReferenceQueryProductsRequest['query']) {
  const sort = query?.sort?.flatMap((entry) =>
    Object.entries(entry).map(([fieldName, order]) => ({
      fieldName,
      order: order === 'desc' ? ('DESC' as const) : ('ASC' as const),
    })),
  );
  return { filter: query?.filter, sort, paging: query?.paging };
}

/**
 * The REST reference's Catalog V1 query (`POST /stores-reader/v1/products/query`) over the same
 * query as query-platformized: its JSON-text sort `[{"name":"asc"}]` becomes the query language's
 * `[{fieldName, order}]`, and the answer counts as the reference does.
 */
export async function queryProductsByReference(
  db: Db,
  caller: Caller,
  request: ReferenceQueryProductsRequest,
): Promise<ReferenceQueryProductsResponse> {
  const { query, ...flags } = request;
  const platformized: QueryProductsRequest = { ...flags, query: platformizedQuery(query) };
  const { products, metadata } = await queryProducts(db, caller, platformized);
  return {
    products,
    metadata: { items: metadata.count, offset: metadata.offset },
    totalResults: metadata.total,
  };
}
