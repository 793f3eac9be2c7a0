import type { Filter, Sorting } from '@headless/contract';
import type { RequestContext } from './http-client';
import type { QueryEndpoint, QueryState } from './query-endpoint';
import { toQueryResult, type QueryResult, type QueryResponse } from './query-result';

export type { QueryEndpoint, QueryState } from './query-endpoint';

/** The official SDK's defaults (docs/protocol.md §4.2). */
export const DEFAULT_LIMIT = 50;
const initialState: QueryState = { conditions: [], sort: [], limit: DEFAULT_LIMIT, offset: 0 };

/**
 * An immutable offset-paging query builder: every call returns a new builder. Successive
 * conditions form one flat `$and` (docs/protocol.md §4.2); field names are wire names.
 */
export class QueryBuilder<Item, F extends string> {
  readonly #ctx: RequestContext;
  readonly #endpoint: QueryEndpoint<Item>;
  readonly #state: QueryState;

  constructor(ctx: RequestContext, endpoint: QueryEndpoint<Item>, state = initialState) {
    this.#ctx = ctx;
    this.#endpoint = endpoint;
    this.#state = state;
  }

  eq(field: F, value: unknown) {
    return this.#where({ [field]: value === undefined ? null : value });
  }
  ne(field: F, value: unknown) {
    return this.#op(field, '$ne', value);
  }
  gt(field: F, value: unknown) {
    return this.#op(field, '$gt', value);
  }
  ge(field: F, value: unknown) {
    return this.#op(field, '$gte', value);
  }
  lt(field: F, value: unknown) {
    return this.#op(field, '$lt', value);
  }
  le(field: F, value: unknown) {
    return this.#op(field, '$lte', value);
  }
  /** From `from` (inclusive) to `to` (exclusive). */
  between(field: F, from: unknown, to: unknown) {
    return this.#where({ [field]: { $gte: from } }, { [field]: { $lt: to } });
  }
  in(field: F, values: readonly unknown[]) {
    return this.#op(field, '$in', values);
  }
  hasSome(field: F, values: readonly unknown[]) {
    return this.#op(field, '$hasSome', values);
  }
  hasAll(field: F, values: readonly unknown[]) {
    return this.#op(field, '$hasAll', values);
  }
  startsWith(field: F, value: string) {
    return this.#op(field, '$startsWith', value);
  }
  endsWith(field: F, value: string) {
    return this.#op(field, '$endsWith', value);
  }
  contains(field: F, value: string) {
    return this.#op(field, '$contains', value);
  }
  exists(field: F, value = true) {
    return this.#op(field, '$exists', value);
  }
  isEmpty(field: F) {
    return this.#where({ [field]: null });
  }
  isNotEmpty(field: F) {
    return this.#op(field, '$ne', null);
  }
  /** Items matching this query's conditions or the other's. */
  or(other: QueryBuilder<Item, F>) {
    return this.#with({ conditions: [{ $or: [this.filter, other.filter] }] });
  }
  /** Items matching this query's conditions and the other's. */
  and(other: QueryBuilder<Item, F>) {
    return this.#where(...other.#state.conditions);
  }
  /** Items matching this query's conditions and not the other's. */
  not(other: QueryBuilder<Item, F>) {
    return this.#where({ $not: other.filter });
  }
  ascending(...fields: F[]) {
    return this.#sort(fields, 'ASC');
  }
  descending(...fields: F[]) {
    return this.#sort(fields, 'DESC');
  }
  limit(limit: number) {
    return this.#with({ limit });
  }
  skip(offset: number) {
    return this.#with({ offset });
  }

  /** The filter as sent: `{}`, the single condition, or one flat `$and`. */
  get filter(): Filter {
    const { conditions } = this.#state;
    if (conditions.length === 0) return {};
    return conditions.length === 1 && conditions[0] ? conditions[0] : { $and: [...conditions] };
  }

  /** The wire request body (docs/protocol.md §4.1: offset or cursor paging). */
  toRequest(): Record<string, unknown> {
    const { sort, limit, offset, cursor } = this.#state;
    const sorted = sort.length ? { sort } : {};
    let query: Record<string, unknown>;
    if (this.#endpoint.paging !== 'cursor') {
      query = { filter: this.filter, ...sorted, paging: { limit, offset } };
    } else if (cursor === undefined) {
      query = { filter: this.filter, ...sorted, cursorPaging: { limit } };
    } else {
      // A cursor stands for the whole query: sending the filter again is refused by the platform.
      query = { cursorPaging: { limit, cursor } };
    }
    return { query, ...this.#endpoint.extra };
  }

  async find(): Promise<QueryResult<Item>> {
    const { path, dotR, fieldMap } = this.#endpoint;
    const method = dotR ? 'GET' : 'POST';
    const data = this.toRequest();
    // Queries change nothing, so even their POST form may be retried.
    const spec = { method, path, data, dotR, fieldMap, idempotent: true } as const;
    const response = await this.#ctx.request<QueryResponse>(spec);
    return toQueryResult(this.#endpoint, this.#state, response, (page) => this.#with(page).find());
  }

  #op(field: F, operator: string, value: unknown) {
    return this.#where({ [field]: { [operator]: value } });
  }
  #where(...conditions: Filter[]) {
    const flat = conditions.flatMap((c) => (isPlainAnd(c) ? (c.$and as Filter[]) : [c]));
    return this.#with({ conditions: [...this.#state.conditions, ...flat] });
  }
  #sort(fields: F[], order: Sorting['order']) {
    const added = fields.map((fieldName) => ({ fieldName, order }));
    return this.#with({ sort: [...this.#state.sort, ...added] });
  }
  #with(change: Partial<QueryState>) {
    return new QueryBuilder<Item, F>(this.#ctx, this.#endpoint, { ...this.#state, ...change });
  }
}

function isPlainAnd(condition: Filter): boolean {
  return Object.keys(condition).length === 1 && Array.isArray(condition.$and);
}
