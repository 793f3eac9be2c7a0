import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv: the local platform edge', () => {
  it('reads PLATFORM_ALLOWED_HOSTS as a lower-case list, blanks dropped', () => {
    const env = readEnv({ PLATFORM_ALLOWED_HOSTS: ' Dev.Example , shop.lan:8080,, ' });
    expect(env.allowedHosts).toEqual(['dev.example', 'shop.lan:8080']);
    expect(readEnv({}).allowedHosts).toEqual([]);
  });

  it('takes a PLATFORM_TOOLS_TOKEN of 16 or more characters, and refuses a weak one', () => {
    expect(readEnv({}).toolsToken).toBeUndefined();
    expect(readEnv({ PLATFORM_TOOLS_TOKEN: 'sixteen-chars-ok' }).toolsToken).toBe(
      'sixteen-chars-ok',
    );
    expect(() => readEnv({ PLATFORM_TOOLS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
    expect(() => readEnv({ PLATFORM_TOOLS_TOKEN: 'has a space in it ok' })).toThrow(
      /without spaces/,
    );
  });
});
