import { describe, expect, it } from 'vitest';
import { makeJwt, makeTokens, TEST_CLIENT_ID } from '../test/tokens';
import { isOwnSession, learnClientSite, sessionOwner } from './session-owner';

describe('whose session the storefront keeps', () => {
  const owner = { clientId: TEST_CLIENT_ID, siteId: null };

  it('keeps tokens issued for its client; the site counts once known', () => {
    expect(isOwnSession(makeTokens('site-1'), owner)).toBe(true);
    expect(isOwnSession(makeTokens('site-1'), { ...owner, siteId: 'site-1' })).toBe(true);
    expect(isOwnSession(makeTokens('site-2'), { ...owner, siteId: 'site-1' })).toBe(false);
  });

  it('refuses another client’s tokens, tokens naming no client, and garbled ones', () => {
    expect(isOwnSession(makeTokens('site-1', 2e9, 'other-client'), owner)).toBe(false);
    const data = JSON.stringify({ instance: { metaSiteId: 'site-1', aid: 'v' } });
    const noClient = { ...makeTokens(), accessToken: { value: makeJwt({ data }), expiresAt: 2e9 } };
    expect(isOwnSession(noClient, owner)).toBe(false);
    const garbled = { ...makeTokens(), accessToken: { value: 'garbage', expiresAt: 2e9 } };
    expect(isOwnSession(garbled, owner)).toBe(false);
  });

  it('learns the client’s site from the platform’s fresh tokens, per client', () => {
    expect(sessionOwner({ clientId: 'learning-client' })).toEqual({
      clientId: 'learning-client',
      siteId: null,
    });
    learnClientSite('learning-client', makeTokens('site-9', 2e9, 'learning-client'));
    expect(sessionOwner({ clientId: 'learning-client' }).siteId).toBe('site-9');
    expect(sessionOwner({ clientId: 'another-client' }).siteId).toBeNull();
  });
});
