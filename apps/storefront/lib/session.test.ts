import { describe, expect, it } from 'vitest';
import { makeTokens, TEST_CLIENT_ID } from '../test/tokens';
import {
  isSecureRequest,
  needsRefresh,
  parseSession,
  parseUsableSession,
  serializeSession,
  sessionCookieOptions,
} from './session';

describe('session cookie', () => {
  const tokens = makeTokens('site-1');
  const owner = { clientId: TEST_CLIENT_ID, siteId: null };

  it('round-trips tokens through JSON', () => {
    expect(parseSession(serializeSession(tokens))).toEqual(tokens);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['malformed JSON', '{"accessToken":'],
    ['JSON but not an object', '[1,2]'],
    ['no refresh token', JSON.stringify({ accessToken: tokens.accessToken })],
    [
      'expiry not a number',
      JSON.stringify({ ...tokens, accessToken: { value: 'x', expiresAt: '1' } }),
    ],
    ['empty access token', JSON.stringify({ ...tokens, accessToken: { value: '', expiresAt: 1 } })],
    ['unknown role', JSON.stringify({ ...tokens, refreshToken: { value: 'r', role: 'admin' } })],
  ])('is null when %s', (_, raw) => {
    expect(parseSession(raw)).toBeNull();
  });

  it('drops extra fields', () => {
    const raw = JSON.stringify({ ...tokens, extra: 1 });
    expect(parseSession(raw)).toEqual(tokens);
  });

  it('is not usable when the access token carries no site id', () => {
    const garbled = { ...tokens, accessToken: { value: 'garbage', expiresAt: 2_000_000_000 } };
    expect(parseSession(JSON.stringify(garbled))).not.toBeNull();
    expect(parseUsableSession(JSON.stringify(garbled), owner)).toBeNull();
    expect(parseUsableSession(serializeSession(tokens), owner)).toEqual(tokens);
  });

  it('is not usable when it holds another client’s tokens, or another site’s', () => {
    const other = makeTokens('site-1', 2_000_000_000, 'other-client');
    expect(parseSession(serializeSession(other))).toEqual(other);
    expect(parseUsableSession(serializeSession(other), owner)).toBeNull();
    const known = { ...owner, siteId: 'site-2' };
    expect(parseUsableSession(serializeSession(tokens), known)).toBeNull();
  });

  it('needs a refresh shortly before expiry, not long before', () => {
    expect(needsRefresh(makeTokens('s', 1000), 500)).toBe(false);
    expect(needsRefresh(makeTokens('s', 1000), 950)).toBe(true);
    expect(needsRefresh(makeTokens('s', 1000), 2000)).toBe(true);
  });

  it('is Secure only under https', () => {
    expect(isSecureRequest('http://localhost:3000/', null)).toBe(false);
    expect(isSecureRequest('https://shop.example/', null)).toBe(true);
    expect(isSecureRequest('http://10.0.0.1/', 'https')).toBe(true);
    expect(isSecureRequest('https://10.0.0.1/', 'http, https')).toBe(false);
    expect(sessionCookieOptions(false)).toMatchObject({
      name: 'session',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
    });
  });
});
