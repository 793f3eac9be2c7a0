import { describe, expect, it } from 'vitest';
import type { OAuthData } from '@headless/sdk/identity';
import { loginFailedUrl, loginFailureOf } from './failures';
import { checkCallback, parseLoginData, serializeLoginData } from './login-data';
import { loginInfoRedirectUrl, memberReturnPath } from './return-path';
import { isAccountSection, memberViewOf } from './views';

const oauthData: OAuthData = {
  redirectUri: 'http://localhost:3000/login-callback',
  originalUri: '/subscriptions',
  codeVerifier: 'v'.repeat(64),
  codeChallenge: 'c',
  state: 'S1',
};
const params = (p: Partial<Record<'code' | 'state' | 'error' | 'errorDescription', string>>) => ({
  code: undefined,
  state: undefined,
  error: undefined,
  errorDescription: undefined,
  ...p,
});

describe('memberViewOf', () => {
  it('names the member by nickname, else first name, else email', () => {
    const base = { id: 'm1', loginEmail: 'ann@example.com' };
    const full = { ...base, profile: { nickname: 'Annie' }, contact: { firstName: 'Ann' } };
    expect(memberViewOf(full)).toEqual({ name: 'Annie', email: 'ann@example.com' });
    expect(
      memberViewOf({ ...base, profile: { nickname: ' ' }, contact: { firstName: 'Ann' } }),
    ).toEqual({ name: 'Ann', email: 'ann@example.com' });
    expect(memberViewOf(base).name).toBe('ann@example.com');
    expect(memberViewOf({ id: 'm1' })).toEqual({ name: 'member', email: null });
  });

  it('knows the account sections', () => {
    expect(isAccountSection('BOOKINGS')).toBe(true);
    expect(isAccountSection('ADMIN')).toBe(false);
  });
});

describe('memberReturnPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(memberReturnPath('/subscriptions?plan=gold')).toBe('/subscriptions?plan=gold');
    expect(memberReturnPath('/members')).toBe('/members');
  });

  it('falls back to /members for anything that could leave the storefront or loop', () => {
    for (const to of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login-callback?code=x',
      '/./login-callback?code=x',
      '/.//evil.example/phish',
      '/..//evil.example',
      ' /members',
      42,
    ]) {
      expect(memberReturnPath(to)).toBe('/members');
    }
  });
});

describe('the login cookie', () => {
  it('round-trips the OAuth data and refuses anything else', () => {
    expect(parseLoginData(serializeLoginData(oauthData))).toEqual(oauthData);
    expect(parseLoginData(undefined)).toBeNull();
    expect(parseLoginData('not json')).toBeNull();
    expect(parseLoginData(JSON.stringify({ ...oauthData, state: 7 }))).toBeNull();
    expect(parseLoginData(JSON.stringify({ ...oauthData, state: '' }))).toBeNull();
  });
});

describe('checkCallback', () => {
  it('accepts the code of the login this browser started', () => {
    expect(checkCallback(params({ code: 'C', state: 'S1' }), oauthData)).toEqual({
      ok: true,
      code: 'C',
      state: 'S1',
      oauthData,
    });
  });

  it('names what went wrong, before any platform call', () => {
    const kind = (p: Parameters<typeof params>[0], stored: OAuthData | null = oauthData) => {
      const result = checkCallback(params(p), stored);
      return result.ok ? 'ok' : result.kind;
    };
    expect(kind({ code: 'C', state: 'S2' })).toBe('state-mismatch');
    expect(kind({ code: 'C' })).toBe('state-mismatch');
    expect(kind({ code: 'C', state: 'S1' }, null)).toBe('no-login');
    expect(kind({ state: 'S1' })).toBe('missing-code');
    expect(checkCallback(params({ error: 'access_denied', state: 'S1' }), null)).toEqual({
      ok: false,
      kind: 'denied',
      error: 'access_denied',
    });
    expect(checkCallback(params({ error: '<b>phish</b>' }), oauthData)).toEqual({
      ok: false,
      kind: 'denied',
    });
  });
});

describe('the login failure page', () => {
  it('says what went wrong from fixed sentences only', () => {
    const query = (url: string) =>
      Object.fromEntries(new URL(url, 'http://x').searchParams.entries());
    expect(loginFailureOf(query(loginFailedUrl('state-mismatch')))).toMatch(/does not belong/);
    expect(loginFailureOf(query(loginFailedUrl('denied', 'access_denied')))).toMatch(
      /did not log you in\. \(access_denied\)/,
    );
    expect(loginFailureOf({ reason: 'denied', error: 'Visit evil.example' })).toBe(
      'The platform did not log you in.',
    );
    expect(loginFailureOf({ reason: 'nonsense' })).toMatch(/refused the login code/);
  });
});

describe('loginInfoRedirectUrl', () => {
  it('names the callback URL in a sandbox preview until dismissed for good', () => {
    const sandbox = new URL('https://abc123-3000.csb.app/members');
    expect(loginInfoRedirectUrl(sandbox, false)).toBe('https://abc123-3000.csb.app/login-callback');
    expect(loginInfoRedirectUrl(sandbox, true)).toBeNull();
    expect(loginInfoRedirectUrl(new URL('http://localhost:3000/members'), false)).toBeNull();
  });
});
