import { describe, expect, it } from 'vitest';
import { detectionCacheKey } from './index';

describe('detectionCacheKey', () => {
  const env = {
    clientId: 'client-a',
    apiBaseUrl: 'http://localhost:4000',
    detectionCacheSeconds: 30,
  };

  it('is one key per site', () => {
    expect(detectionCacheKey(env, 'site-1')).toBe(detectionCacheKey({ ...env }, 'site-1'));
    expect(detectionCacheKey(env, 'site-1')).not.toBe(detectionCacheKey(env, 'site-2'));
  });

  it('never shares results between platforms or client ids', () => {
    const key = detectionCacheKey(env, 'site-1');
    expect(detectionCacheKey({ ...env, clientId: 'client-b' }, 'site-1')).not.toBe(key);
    expect(detectionCacheKey({ ...env, apiBaseUrl: 'https://www.wixapis.com' }, 'site-1')).not.toBe(
      key,
    );
  });

  it('falls back to the client id when the session has no site id', () => {
    expect(detectionCacheKey(env, null)).not.toBe(detectionCacheKey(env, 'site-1'));
  });
});
