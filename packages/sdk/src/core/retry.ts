/** Retries live here and nowhere else (design.md "Retries and token refresh live in core/auth only"). */
export interface RetryOptions {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff; doubles per retry, with jitter (half fixed, half random). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is thrown instead. */
  maxRetryAfterMs: number;
  /**
   * One attempt (response and body) is aborted after this long; without a response yet it counts
   * as a lost connection, so a platform that accepts connections but never answers cannot hang
   * the caller. 0 disables it.
   */
  attemptTimeoutMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryOptions: RetryOptions = {
  maxRetries: 2,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  maxRetryAfterMs: 60_000,
  attemptTimeoutMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Connection failures that happen before the request is sent, so even a mutation may be resent. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function canRetryConnectionError(idempotent: boolean, error: unknown): boolean {
  return idempotent || NOT_SENT_CODES.has(connectionErrorCode(error) ?? '');
}

/** 408 and 429 mean the server did not act on the request; a 5xx may have, so only idempotent calls retry it. */
export function isRetryableStatus(idempotent: boolean, status: number): boolean {
  return status === 408 || status === 429 || (idempotent && status >= 500);
}

/** The wait before retry number `attempt` (0-based), or undefined when it should not be retried. */
export function retryDelay(
  options: RetryOptions,
  attempt: number,
  retryAfter: string | null = null,
  random: () => number = Math.random,
): number | undefined {
  if (attempt >= options.maxRetries) return undefined;
  const requested = parseRetryAfter(retryAfter);
  if (requested !== undefined) {
    return requested > options.maxRetryAfterMs ? undefined : requested;
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function connectionErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, errors, cause } = current as {
      code?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') return code;
    current = Array.isArray(errors) ? errors[0] : cause;
  }
  return undefined;
}
