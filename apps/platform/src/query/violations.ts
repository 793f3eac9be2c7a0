import type { FieldViolation } from '@headless/contract';
import { validationError } from '../errors';

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

export const FILTER_PREFIX = 'query.filter';

export const filterField = (path: string): string =>
  path ? `${FILTER_PREFIX}.${path}` : FILTER_PREFIX;
