import { MAX_PAGE_SIZE, type Paging } from '@headless/contract';
import type { Violations } from './violations';

export interface ResolvedPaging {
  limit: number;
  offset: number;
}

/**
 * Offset paging. The contract's schema already rejects out-of-range values on validated routes;
 * this repeats the check for inputs that reach the evaluator another way. `at` is the paging's path
 * in the request, for violations.
 */
export function resolvePaging(
  paging: Paging | undefined,
  defaultLimit: number,
  violations: Violations,
  at = 'query.paging',
): ResolvedPaging {
  const limit = paging?.limit ?? defaultLimit;
  const offset = paging?.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_SIZE) {
    violations.add(`${at}.limit`, `must be between 0 and ${MAX_PAGE_SIZE}`, 'MAX', {
      threshold: MAX_PAGE_SIZE,
    });
  }
  if (!Number.isInteger(offset) || offset < 0) {
    violations.add(`${at}.offset`, 'must be at least 0', 'MIN', { threshold: 0 });
  }
  return { limit, offset };
}
