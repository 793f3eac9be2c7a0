import { describe, expect, it } from 'vitest';
import { DEMO_REDIRECT_URIS } from '../../seed/core';
import { isAllowedRedirectUri } from './redirect-uris';

describe('isAllowedRedirectUri', () => {
  const demo = DEMO_REDIRECT_URIS;
  it.each([
    // The demo storefront and any loopback port.
    ['http://localhost:3000/login-callback', true],
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3300/login-callback?x=1', true],
    ['http://localhost:4123/', true],
    // Other hosts, user info tricks and other schemes.
    ['http://evil.test/login-callback', false],
    ['http://localhost:3000@evil.test/', false],
    ['http://localhost.evil.test:3000/', false],
    ['https://127.0.0.1.evil.test/', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('answers %s with %s on the demo list', (uri, allowed) => {
    expect(isAllowedRedirectUri(demo, uri)).toBe(allowed);
  });

  it('matches exact entries exactly', () => {
    const exact = ['https://shop.example.com/callback'];
    expect(isAllowedRedirectUri(exact, 'https://shop.example.com/callback')).toBe(true);
    expect(isAllowedRedirectUri(exact, 'https://shop.example.com/callback/x')).toBe(false);
    expect(isAllowedRedirectUri(exact, 'https://shop.example.com/')).toBe(false);
  });
});
