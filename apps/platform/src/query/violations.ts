import type { FieldViolation } from '@headless/contract';
import { validationError } from '../kernel/errors';

/** Collects every problem of one query so the caller sees them all at once. */
export class Violations {
  readonly list: FieldViolation[] = [];

  add(
    field: string,
    description: string,
    rule: FieldViolation['violatedRule'] = 'VALIDATION',
    data?: Record<string, unknown>,
  ): void {
    this.list.push({ field, description, violatedRule: rule, ...(data ? { data } : {}) });
  }

  throwIfAny(): void {
    if (this.list.length) throw validationError(this.list);
  }
}

/** Where a query endpoint's filter sits in its request (`{query:{filter}}`). */
export const FILTER_PREFIX = 'query.filter';

/** `path` inside a filter named by its request path `prefix` (`filter`, `search.filter`, …). */
export const filterField = (path: string, prefix: string = FILTER_PREFIX): string =>
  [prefix, path].filter(Boolean).join('.');

/** `key` of the object at request path `root` ('' for the request body itself). */
export const fieldAt = (root: string, key: string): string => (root ? `${root}.${key}` : key);
