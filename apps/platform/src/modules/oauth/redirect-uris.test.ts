import { describe, expect, it } from 'vitest';
import { DEMO_REDIRECT_URIS } from '../../seed/core';
import { isAllowedRedirectUri } from './redirect-uris';

describe('isAllowedRedirectUri', () => {
  const demo = DEMO_REDIRECT_URIS;
  it('takes the demo storefront and any loopback port', () => {
    for (const uri of [
      'http://localhost:3000/login-callback',
      'http://localhost:3000',
      'http://127.0.0.1:3300/login-callback?x=1',
      'http://localhost:4123/',
    ])
      expect(isAllowedRedirectUri(demo, uri), uri).toBe(true);
  });

  it('refuses other hosts, user info tricks and other schemes', () => {
    for (const uri of [
      'http://evil.test/login-callback',
      'http://localhost:3000@evil.test/',
      'http://localhost.evil.test:3000/',
      'https://127.0.0.1.evil.test/',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isAllowedRedirectUri(demo, uri), uri).toBe(false);
  });

  it('matches exact entries exactly', () => {
    const exact = ['https://shop.example.com/callback'];
    expect(isAllowedRedirectUri(exact, 'https://shop.example.com/callback')).toBe(true);
    expect(isAllowedRedirectUri(exact, 'https://shop.example.com/callback/x')).toBe(false);
    expect(isAllowedRedirectUri(exact, 'https://shop.example.com/')).toBe(false);
  });
});
