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

  it('reads PLATFORM_PUBLIC_URL as an origin', () => {
    expect(readEnv({}).publicUrl).toBeUndefined();
    expect(readEnv({ PLATFORM_PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    for (const [value, origin] of [
      ['https://platform.example.test', 'https://platform.example.test'],
      ['https://Platform.Example.test:443/', 'https://platform.example.test'],
      ['http://localhost:8080', 'http://localhost:8080'],
      ['http://[::1]:4410/', 'http://[::1]:4410'],
    ])
      expect(readEnv({ PLATFORM_PUBLIC_URL: value }).publicUrl, value).toBe(origin);
  });

  it.each([
    'platform.example.test',
    '/hosted',
    'ftp://platform.example.test',
    'https://platform.example.test/shop',
    'https://platform.example.test/?a=1',
    'https://platform.example.test?',
    'https://platform.example.test/#top',
    'https://user:secret@platform.example.test',
    'https://',
  ])('refuses a PLATFORM_PUBLIC_URL that is no http(s) origin: %s', (value) => {
    expect(() => readEnv({ PLATFORM_PUBLIC_URL: value })).toThrow(
      /^PLATFORM_PUBLIC_URL must be an http\(s\) origin without a path, query or credentials/,
    );
  });

  it('reads PLATFORM_TRUSTED_PROXIES: IPs and CIDRs as listed, none when unset or empty', () => {
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({ PLATFORM_TRUSTED_PROXIES: ' , ' }).trustedProxies).toEqual([]);
    const env = readEnv({ PLATFORM_TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,::1 ' });
    expect(env.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1']);
  });

  it.each(['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.300', '*'])(
    'refuses a PLATFORM_TRUSTED_PROXIES entry that is no IP or CIDR: %s',
    (entry) => {
      expect(() => readEnv({ PLATFORM_TRUSTED_PROXIES: `127.0.0.1,${entry}` })).toThrow(
        `PLATFORM_TRUSTED_PROXIES must list IP addresses or CIDRs (10.0.0.0/8, ::1), got "${entry}"`,
      );
    },
  );
});

describe('readEnv: PLATFORM_RETIRED_APIS', () => {
  it('serves retired APIs unless told to refuse them', () => {
    expect(readEnv({}).retiredApis).toBe('serve');
    expect(readEnv({ PLATFORM_RETIRED_APIS: '' }).retiredApis).toBe('serve');
    expect(readEnv({ PLATFORM_RETIRED_APIS: 'serve' }).retiredApis).toBe('serve');
    expect(readEnv({ PLATFORM_RETIRED_APIS: ' Refuse ' }).retiredApis).toBe('refuse');
  });

  it.each(['off', 'true', '1', 'reject'])('stops the start on any other value: %s', (value) => {
    expect(() => readEnv({ PLATFORM_RETIRED_APIS: value })).toThrow(
      `PLATFORM_RETIRED_APIS must be serve or refuse, got "${value}"`,
    );
  });
});
