/** PostgreSQL's unique_violation (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';

/**
 * The driver's unique-violation error anywhere in the cause chain (Drizzle wraps it), else
 * undefined. `constraint` names the violated constraint or unique index.
 */
export function uniqueViolationOf(error: unknown, depth = 0): { constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code, cause, constraint } = error as {
    code?: unknown;
    cause?: unknown;
    constraint?: unknown;
  };
  if (code === UNIQUE_VIOLATION)
    return { constraint: typeof constraint === 'string' ? constraint : undefined };
  return uniqueViolationOf(cause, depth + 1);
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
