import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_SETTINGS, readWebhookSettings, retryDelayMs } from './settings';

describe('webhook settings', () => {
  it('reads WEBHOOK_* with documented defaults and refuses nonsense', () => {
    expect(readWebhookSettings({})).toEqual(DEFAULT_WEBHOOK_SETTINGS);
    expect(DEFAULT_WEBHOOK_SETTINGS).toMatchObject({
      retryBaseMs: 1000,
      retryMaxDelayMs: 60_000,
      retryWindowMs: 3_600_000,
      leaseMs: 30_000,
      passSpacingMs: 25,
    });
    const set = readWebhookSettings({
      WEBHOOK_DISPATCH: 'off',
      WEBHOOK_RETRY_BASE_MS: '5',
      WEBHOOK_RETRY_MAX_DELAY_MS: '50',
      WEBHOOK_RETRY_WINDOW_MS: '500',
      WEBHOOK_LEASE_MS: '700',
      WEBHOOK_PASS_SPACING_MS: '40',
    });
    expect(set).toMatchObject({
      enabled: false,
      retryBaseMs: 5,
      retryMaxDelayMs: 50,
      retryWindowMs: 500,
      leaseMs: 700,
      passSpacingMs: 40,
    });
    expect(() => readWebhookSettings({ WEBHOOK_LEASE_MS: 'soon' })).toThrow(/WEBHOOK_LEASE_MS/);
  });

  it('backs off exponentially with full jitter, capped', () => {
    const s = { ...DEFAULT_WEBHOOK_SETTINGS, retryBaseMs: 100, retryMaxDelayMs: 1000 };
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelayMs(s, n, top))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(retryDelayMs(s, 4, () => 0)).toBe(0);
  });
});
