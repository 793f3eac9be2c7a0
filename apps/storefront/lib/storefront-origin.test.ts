import { describe, expect, it } from 'vitest';
import { isSecureRequest } from './session';
import { storefrontOrigin, storefrontUrl } from './storefront-origin';

describe('storefrontOrigin', () => {
  it('uses the forwarded host and protocol, else the Host header', () => {
    expect(storefrontOrigin(new Headers({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
    const forwarded = {
      host: 'internal:3000',
      'x-forwarded-host': 'shop.example, proxy.internal',
      'x-forwarded-proto': 'https',
    };
    expect(storefrontOrigin(new Headers(forwarded))).toBe('https://shop.example');
  });

  it('takes only https or http from the forwarded protocol', () => {
    const headers = new Headers({ host: 'shop.example', 'x-forwarded-proto': 'javascript' });
    expect(storefrontOrigin(headers)).toBe('http://shop.example');
  });

  it('reads the forwarded protocol as the session cookie does, in any case', () => {
    const headers = new Headers({ host: 'shop.example', 'x-forwarded-proto': 'HTTPS, http' });
    expect(storefrontOrigin(headers)).toBe('https://shop.example');
    expect(isSecureRequest('http://internal:3000/', headers.get('x-forwarded-proto'))).toBe(true);
  });

  it('refuses to guess without a host', () => {
    expect(() => storefrontOrigin(new Headers())).toThrow(/Host header/);
  });
});

describe('storefrontUrl', () => {
  it('puts the page on the origin the browser sees', () => {
    const headers = new Headers({ host: 'localhost:3000' });
    expect(storefrontUrl(headers, '/store').toString()).toBe('http://localhost:3000/store');
  });

  it('takes only a path of this site, by the one return-path rule', () => {
    const headers = new Headers({ host: 'localhost:3000' });
    for (const path of ['//evil.example/store', '/.//evil.example', 'https://evil.example/'])
      expect(() => storefrontUrl(headers, path), path).toThrow(/Not a path of this storefront/);
  });
});
