import { describe, expect, it } from 'vitest';
import { foreignHostOf, hostRuleOf, isAllowedHost } from './host-check';

describe('isAllowedHost', () => {
  const rule = { port: 3000, allowedHosts: ['shop.lan', 'preview.example:8443'] };

  it('accepts the loopback names on its own port, and the allowed hosts', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000'])
      expect(isAllowedHost(host, rule), host).toBe(true);
    for (const host of ['shop.lan', 'shop.lan:3000', 'SHOP.lan:1234', 'preview.example:8443'])
      expect(isAllowedHost(host, rule), host).toBe(true);
  });

  it('refuses other names, other ports, a missing Host and anything that is not a host', () => {
    for (const host of [
      undefined,
      null,
      '',
      'evil.example:3000',
      'localhost:3001',
      'localhost',
      'localhost.:3000',
      '127.0.0.2:3000',
      'preview.example',
      'preview.example:8444',
      'localhost:3000@evil.example',
      'localhost:3000/x',
      'sub.shop.lan',
    ])
      expect(isAllowedHost(host, rule), String(host)).toBe(false);
  });

  it('accepts any port on a loopback name while its port is unknown', () => {
    const unknown = { port: undefined, allowedHosts: [] };
    expect(isAllowedHost('localhost:4321', unknown)).toBe(true);
    expect(isAllowedHost('evil.example:4321', unknown)).toBe(false);
  });
});

describe('hostRuleOf', () => {
  it('reads PORT and STOREFRONT_ALLOWED_HOSTS (comma-separated, blanks dropped, lower case)', () => {
    expect(
      hostRuleOf({ PORT: '3310', STOREFRONT_ALLOWED_HOSTS: ' Shop.LAN, ,a.example:81 ' }),
    ).toEqual({ port: 3310, allowedHosts: ['shop.lan', 'a.example:81'] });
    expect(hostRuleOf({})).toEqual({ port: undefined, allowedHosts: [] });
  });
});

describe('foreignHostOf', () => {
  const rule = { port: 3000, allowedHosts: ['shop.example'] };

  it('checks the Host, then the first X-Forwarded-Host a proxy sends', () => {
    expect(foreignHostOf(new Headers({ host: 'localhost:3000' }), rule)).toBeUndefined();
    expect(foreignHostOf(new Headers({ host: 'evil.example:3000' }), rule)).toBe(
      'evil.example:3000',
    );
    expect(foreignHostOf(new Headers(), rule)).toBe('');
    const proxied = { host: 'localhost:3000', 'x-forwarded-host': 'shop.example, internal' };
    expect(foreignHostOf(new Headers(proxied), rule)).toBeUndefined();
    const forged = { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' };
    expect(foreignHostOf(new Headers(forged), rule)).toBe('evil.example');
  });
});
