import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { useIdentityKit } from '../modules/identity/test-kit';
import { oauthKit, pkcePair } from '../modules/oauth/pkce-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);

function expectUnframeable(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe('framing', () => {
  it('is refused on every HTML page: the inspector, the mail outbox, hosted pages, errors too', async () => {
    for (const url of [
      '/inspector',
      '/inspector?tab=reset',
      '/hosted/mail',
      '/hosted/login/00000000-0000-4000-8000-000000000000',
    ])
      expectUnframeable(await t.app.inject({ method: 'GET', url }));
    const session = await k.post('/_api/redirects-api/v1/redirect-session', {
      login: {},
      callbacks: { postFlowUrl: 'http://localhost:3000/members' },
    });
    const login = new URL(session.json().redirectSession.fullUrl);
    expectUnframeable(await t.app.inject({ method: 'GET', url: login.pathname }));
  });

  it('leaves JSON answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('the silent-login response (prompt=none, web_message)', () => {
  const silentLogin = async (redirectUri?: string) => {
    const member = await k.member();
    const pair = pkcePair();
    return oauthKit(t).authorize({
      code_challenge: pair.challenge,
      state: pair.state,
      session_token: member.sessionToken,
      prompt: 'none',
      response_mode: 'web_message',
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    });
  };

  it("may be framed by the client's allowed origins only, without X-Frame-Options", async () => {
    const res = await silentLogin();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('postMessage(');
    expect(res.headers['content-security-policy']).toBe(
      'frame-ancestors http://localhost:3000 http://127.0.0.1:3000 http://localhost:* http://127.0.0.1:*',
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("follows the client's list when it changes", async () => {
    await t.db.execute(sql`UPDATE oauth_clients
      SET allowed_redirect_uris = ARRAY['https://shop.example/account/callback']
      WHERE id = ${SAMPLE_CLIENT_ID}`);
    const res = await silentLogin('https://shop.example/account/callback');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe('frame-ancestors https://shop.example');
  });
});
