import { sql, type SQL } from 'drizzle-orm';
import type { Sorting } from '@headless/contract';
import { fieldSpec, type EntityQuerySpec } from './fields';
import type { Violations } from './violations';

/**
 * ORDER BY for the requested sort (or the entity's default), always ending with the tie-breaker.
 * `at` is the sort's path in the request, for violations.
 */
export function compileSort(
  sort: Sorting[] | undefined,
  spec: EntityQuerySpec,
  violations: Violations,
  at = 'query.sort',
): SQL[] {
  if (!sort?.length) return [...spec.defaultSort, sql`${spec.tieBreaker} ASC`];
  const order = sort.flatMap((s, i) => {
    const field = fieldSpec(spec.fields, s.fieldName);
    if (!field?.sortable) {
      violations.add(
        `${at}.${i}.fieldName`,
        `${s.fieldName} is not a field that can be sorted on`,
        'FIELD_NOT_ALLOWED',
      );
      return [];
    }
    return [
      s.order === 'DESC' ? sql`${field.sql} DESC NULLS LAST` : sql`${field.sql} ASC NULLS LAST`,
    ];
  });
  return [...order, sql`${spec.tieBreaker} ASC`];
}
