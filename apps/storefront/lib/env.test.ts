import { describe, expect, it } from 'vitest';
import { SAMPLE_CLIENT_ID } from '@headless/contract/constants';
import { CLIENT_ID } from './constants';
import { readEnv, usesSampleClientId } from './env';

describe('readEnv', () => {
  it('defaults to CLIENT_ID from the constants file, the local platform and 30 seconds', () => {
    expect(readEnv({})).toEqual({
      clientId: CLIENT_ID,
      apiBaseUrl: 'http://localhost:4000',
      detectionCacheSeconds: 30,
    });
  });

  it('reads the variables, trimming a trailing slash', () => {
    const env = readEnv({
      PLATFORM_CLIENT_ID: 'my-client',
      PLATFORM_API_URL: 'https://www.wixapis.com/',
      DETECTION_CACHE_SECONDS: '0',
    });
    expect(env).toEqual({
      clientId: 'my-client',
      apiBaseUrl: 'https://www.wixapis.com',
      detectionCacheSeconds: 0,
    });
  });

  it('ignores a cache time that is not a number', () => {
    expect(readEnv({ DETECTION_CACHE_SECONDS: 'soon' }).detectionCacheSeconds).toBe(30);
    expect(readEnv({ DETECTION_CACHE_SECONDS: '-5' }).detectionCacheSeconds).toBe(30);
  });
});

describe('usesSampleClientId', () => {
  it('compares with the built-in sample id, not with the configured default', () => {
    expect(usesSampleClientId({ clientId: SAMPLE_CLIENT_ID })).toBe(true);
    expect(usesSampleClientId({ clientId: 'my-own-client-id' })).toBe(false);
  });
});
