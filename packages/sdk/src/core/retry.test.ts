import { describe, expect, it } from 'vitest';
import {
  canRetryConnectionError,
  defaultRetryOptions,
  isRetryableStatus,
  parseRetryAfter,
  retryDelay,
} from './retry';

const options = { ...defaultRetryOptions, baseDelayMs: 100, maxDelayMs: 1000 };

describe('retryDelay', () => {
  it('backs off exponentially with jitter between half and all of the ceiling', () => {
    expect(retryDelay(options, 0, null, () => 0)).toBe(50);
    expect(retryDelay(options, 0, null, () => 1)).toBe(100);
    expect(retryDelay(options, 1, null, () => 0.5)).toBe(150);
  });

  it('caps the backoff at maxDelayMs', () => {
    expect(retryDelay({ ...options, maxRetries: 10 }, 8, null, () => 1)).toBe(1000);
  });

  it('stops after maxRetries', () => {
    expect(retryDelay(options, 2)).toBeUndefined();
  });

  it('honours Retry-After, but gives up when it is longer than maxRetryAfterMs', () => {
    expect(retryDelay(options, 0, '3')).toBe(3000);
    expect(retryDelay(options, 0, '120')).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('0')).toBe(0);
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('what is retried', () => {
  it('retries 5xx only for idempotent calls, 408 and 429 always', () => {
    expect(isRetryableStatus(true, 503)).toBe(true);
    expect(isRetryableStatus(false, 503)).toBe(false);
    expect(isRetryableStatus(false, 429)).toBe(true);
    expect(isRetryableStatus(false, 408)).toBe(true);
    expect(isRetryableStatus(true, 404)).toBe(false);
  });

  it('retries a mutation only when the connection failed before sending', () => {
    const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const reset = new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    const aggregate = new TypeError('fetch failed', {
      cause: { errors: [{ code: 'ECONNREFUSED' }] },
    });
    expect(canRetryConnectionError(false, refused)).toBe(true);
    expect(canRetryConnectionError(false, aggregate)).toBe(true);
    expect(canRetryConnectionError(false, reset)).toBe(false);
    expect(canRetryConnectionError(true, reset)).toBe(true);
  });
});
