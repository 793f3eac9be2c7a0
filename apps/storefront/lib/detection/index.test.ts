import { describe, expect, it } from 'vitest';
import { detectionCacheKey } from './index';

describe('detectionCacheKey', () => {
  const env = {
    clientId: 'client-a',
    apiBaseUrl: 'http://localhost:4000',
    detectionCacheSeconds: 30,
  };

  it('is one key per site, the one the client id belongs to', () => {
    expect(detectionCacheKey(env)).toBe(detectionCacheKey({ ...env, detectionCacheSeconds: 5 }));
  });

  it('never shares results between platforms or client ids', () => {
    const key = detectionCacheKey(env);
    expect(detectionCacheKey({ ...env, clientId: 'client-b' })).not.toBe(key);
    expect(detectionCacheKey({ ...env, apiBaseUrl: 'https://www.wixapis.com' })).not.toBe(key);
  });
});
