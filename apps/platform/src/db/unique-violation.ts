import { findInCauseChain } from './cause-chain';

/** PostgreSQL's unique_violation (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';

/**
 * The driver's unique-violation error anywhere in the cause chain, else undefined. `constraint`
 * names the violated constraint or unique index.
 */
export function uniqueViolationOf(error: unknown): { constraint?: string } | undefined {
  const link = findInCauseChain(error, ({ code }) => code === UNIQUE_VIOLATION);
  if (!link) return undefined;
  return { constraint: typeof link.constraint === 'string' ? link.constraint : undefined };
}

/** True when the error is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = uniqueViolationOf(error);
  return violation !== undefined && (!constraint || violation.constraint === constraint);
}

/** Runs `write`; a unique violation of `constraint` becomes `domainError()` (a race lost to another writer). */
export async function onUniqueViolation<T>(
  constraint: string,
  domainError: () => Error,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw domainError();
    throw error;
  }
}
