import type { SQL } from 'drizzle-orm';
import type { Filter, OffsetQuery, PagingMetadata } from '@headless/contract';
import type { EntityQuerySpec } from './fields';
import { compileFilter } from './filter';
import { resolvePaging } from './paging';
import { compileSort } from './sort';
import { fieldAt, Violations } from './violations';

export {
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
  type FieldSpec,
  type FieldType,
} from './fields';

/** A query ready for Drizzle: `where` to AND with the site scope, `orderBy`, `limit`, `offset`. */
export interface CompiledQuery {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * Compiles an offset query against an entity's allow-list; throws the 400 validation envelope on any
 * problem. `at` is the query object's path in the request (`search` for `{search:{filter,sort}}`),
 * so each violation names the field the caller sent.
 */
export function compileQuery(
  query: OffsetQuery | undefined,
  spec: EntityQuerySpec,
  at = 'query',
): CompiledQuery {
  const violations = new Violations();
  const where = compileFilter(query?.filter, spec.fields, violations, fieldAt(at, 'filter'));
  const orderBy = compileSort(query?.sort, spec, violations, fieldAt(at, 'sort'));
  const paging = resolvePaging(query?.paging, spec.defaultLimit, violations, fieldAt(at, 'paging'));
  violations.throwIfAny();
  return { where, orderBy, ...paging };
}

/**
 * Compiles a filter sent on its own (`{filter}`, `{filter:{services}}`), not inside a query;
 * violations are named under `at`, the filter's path in the request.
 */
export function compileWhere(filter: Filter | undefined, spec: EntityQuerySpec, at: string): SQL {
  const violations = new Violations();
  const where = compileFilter(filter, spec.fields, violations, at);
  violations.throwIfAny();
  return where;
}

export function pagingMetadata(count: number, offset: number, total: number): PagingMetadata {
  return { count, offset, total, tooManyToCount: false };
}

export { compileCursorQuery, type CompiledCursorQuery, type TextSearch } from './cursor';
