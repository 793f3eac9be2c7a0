/** How the dispatcher behaves; every value can be set from the environment (apps/platform/README.md). */
export interface WebhookSettings {
  enabled: boolean;
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** After this long from a delivery's creation, a failing delivery stops being retried. */
  retryWindowMs: number;
  /** How long a claimed delivery belongs to one instance; past it, the attempt counts as lost. */
  leaseMs: number;
  pollMs: number;
  /**
   * The least time between the starts of two passes of the running dispatcher. Under a burst of
   * writes every commit notifies; without a spacing each would cost a fan-out transaction of its
   * own, and the dispatcher would compete with the writes it delivers. A pass then takes what
   * gathered meanwhile, at the cost of this much delay at most.
   */
  passSpacingMs: number;
  requestTimeoutMs: number;
  /** Requests in flight per instance. */
  concurrency: number;
  /** Outbox rows fanned out per transaction. */
  fanOutBatch: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  enabled: true,
  retryBaseMs: 1000,
  retryMaxDelayMs: 60_000,
  retryWindowMs: 60 * 60 * 1000,
  leaseMs: 30_000,
  pollMs: 1000,
  passSpacingMs: 25,
  requestTimeoutMs: 10_000,
  concurrency: 8,
  fanOutBatch: 200,
};

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

export function readWebhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const d = DEFAULT_WEBHOOK_SETTINGS;
  return {
    ...d,
    enabled: env.WEBHOOK_DISPATCH !== 'off',
    retryBaseMs: positive(env.WEBHOOK_RETRY_BASE_MS, d.retryBaseMs, 'WEBHOOK_RETRY_BASE_MS'),
    retryMaxDelayMs: positive(
      env.WEBHOOK_RETRY_MAX_DELAY_MS,
      d.retryMaxDelayMs,
      'WEBHOOK_RETRY_MAX_DELAY_MS',
    ),
    retryWindowMs: positive(
      env.WEBHOOK_RETRY_WINDOW_MS,
      d.retryWindowMs,
      'WEBHOOK_RETRY_WINDOW_MS',
    ),
    leaseMs: positive(env.WEBHOOK_LEASE_MS, d.leaseMs, 'WEBHOOK_LEASE_MS'),
    passSpacingMs: positive(
      env.WEBHOOK_PASS_SPACING_MS,
      d.passSpacingMs,
      'WEBHOOK_PASS_SPACING_MS',
    ),
  };
}

/** Exponential backoff with full jitter: a random wait in [0, min(cap, base · 2^(attempt-1))]. */
export function retryDelayMs(
  settings: WebhookSettings,
  attempt: number,
  random = Math.random,
): number {
  const ceiling = Math.min(
    settings.retryMaxDelayMs,
    settings.retryBaseMs * 2 ** Math.max(0, attempt - 1),
  );
  return Math.floor(random() * ceiling);
}
