// Member sessions through the real SDK against the real platform (docs/protocol.md §2.8, §5): the
// silent login through the hidden page; refresh keeping the member; logout revoking the refresh
// token.
import { describe, expect, it } from 'vitest';
import { OAuthFlowError } from '@headless/sdk';
import type { SilentFlowWindow } from '@headless/sdk';
import { parseCallback } from '@headless/sdk/redirects';
import { platformUrl } from '../fixtures/env';
import { thrownBy, visitor } from './clients';
import { locationOf, memberTokens, registerVerified } from './members-kit';
import { claimsOf, demoSessionToken, refreshGrant } from './members-tokens';

/**
 * A stand-in for the browser in the silent flow: the hidden iframe's page is fetched from the
 * platform, and what its script posts to the parent is delivered as a message from its origin.
 */
function iframeWindow(): SilentFlowWindow & { removed: () => boolean } {
  const listeners = new Set<(event: MessageEvent) => void>();
  let removed = false;
  const iframe = { src: '', style: { display: '' }, remove: () => void (removed = true) };
  return {
    removed: () => removed,
    document: {
      createElement: () => iframe,
      body: {
        appendChild() {
          void (async () => {
            const html = await (await fetch(iframe.src)).text();
            const posted = /postMessage\((\{.*?\}),/s.exec(html)?.[1] ?? 'null';
            const event = { origin: new URL(iframe.src).origin, data: JSON.parse(posted) };
            for (const listener of listeners) listener(event as MessageEvent);
          })();
          return iframe;
        },
      },
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
}

describe('silent login (web_message)', () => {
  it('turns a login’s session token into member tokens through the hidden page', async () => {
    const client = visitor();
    const win = iframeWindow();
    const tokens = await client.auth.getMemberTokensForDirectLogin(await demoSessionToken(client), {
      window: win,
      timeoutMs: 10_000,
    });
    expect(tokens.refreshToken.role).toBe('member');
    expect(win.removed()).toBe(true);
    client.auth.setTokens(tokens);
    await expect(client.planOrders.memberListOrders()).resolves.toHaveProperty('orders');
  });

  it('rejects with AUTHORIZATION_FAILED when the session token is spent', async () => {
    const client = visitor();
    const sessionToken = await demoSessionToken(client);
    await memberTokens(client, sessionToken);
    const error = await thrownBy(() =>
      client.auth.getMemberTokensForDirectLogin(sessionToken, {
        window: iframeWindow(),
        timeoutMs: 10_000,
      }),
    );
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect(error).toMatchObject({ code: 'AUTHORIZATION_FAILED' });
  });
});

describe('refresh and logout', () => {
  it('a refresh keeps the member role, and member calls keep working', async () => {
    const client = visitor();
    const tokens = await memberTokens(client, (await registerVerified(client)).sessionToken);
    // An access token past its time: the next call refreshes with the member's refresh token.
    const member = visitor({
      tokens: { ...tokens, accessToken: { value: 'stale', expiresAt: 0 } },
    });
    expect(await member.planOrders.memberListOrders()).toMatchObject({ orders: [] });
    const now = member.auth.getTokens();
    expect(now.refreshToken).toEqual({ value: tokens.refreshToken.value, role: 'member' });
    expect(now.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(claimsOf(now).data.instance?.siteMemberId).toBe(
      claimsOf(tokens).data.instance?.siteMemberId,
    );
    expect(member.auth.loggedIn()).toBe(true);
  });

  it('logout returns the logout page, clears the tokens and revokes the refresh token', async () => {
    const client = visitor();
    const tokens = await memberTokens(client, await demoSessionToken(client));
    client.auth.setTokens(tokens);
    expect((await refreshGrant(tokens.refreshToken.value)).status).toBe(200);

    const back = 'http://127.0.0.1:3999/members';
    const { logoutUrl } = await client.auth.logout(back);
    expect(logoutUrl.startsWith(`${platformUrl}/hosted/logout/`)).toBe(true);
    expect(client.auth.loggedIn()).toBe(false);
    expect(client.auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    // Back where it started, with the LOGOUT callback the SDK reads.
    const location = await locationOf(logoutUrl);
    expect(location.startsWith(`${back}?`)).toBe(true);
    expect(parseCallback(location)).toEqual({ type: 'LOGOUT', status: 'SUCCESS', params: {} });

    const refused = await refreshGrant(tokens.refreshToken.value);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      details: { applicationError: { code: 'INVALID_REFRESH_TOKEN' } },
    });
    // Through the SDK: the old tokens, once stale, fall back to a visitor, not a member.
    const stale = visitor({ tokens: { ...tokens, accessToken: { value: 'stale', expiresAt: 0 } } });
    const error = await thrownBy(() => stale.planOrders.memberListOrders());
    expect(error).toMatchObject({ status: 403, code: 'MEMBER_ONLY' });
    expect(stale.auth.getTokens().refreshToken.role).toBe('visitor');
    expect(stale.auth.loggedIn()).toBe(false);
  });
});
