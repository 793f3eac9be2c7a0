import type { SQL } from 'drizzle-orm';
import type { OffsetQuery, PagingMetadata } from '@headless/contract';
import type { EntityQuerySpec } from './fields';
import { compileFilter } from './filter';
import { resolvePaging } from './paging';
import { compileSort } from './sort';
import { Violations } from './violations';

export { defineFields, type EntityQuerySpec, type FieldSpec, type FieldType } from './fields';

/** A query ready for Drizzle: `where` to AND with the site scope, `orderBy`, `limit`, `offset`. */
export interface CompiledQuery {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Compiles an offset query against an entity's allow-list; throws the 400 validation envelope on any problem. */
export function compileQuery(query: OffsetQuery | undefined, spec: EntityQuerySpec): CompiledQuery {
  const violations = new Violations();
  const where = compileFilter(query?.filter, spec.fields, violations);
  const orderBy = compileSort(query?.sort, spec, violations);
  const paging = resolvePaging(query?.paging, spec.defaultLimit, violations);
  violations.throwIfAny();
  return { where, orderBy, ...paging };
}

export function pagingMetadata(count: number, offset: number, total: number): PagingMetadata {
  return { count, offset, total, tooManyToCount: false };
}
