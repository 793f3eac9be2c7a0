import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { identityRedirects } from '../../db/schema/identity';
import { useIdentityKit } from '../../modules/identity/test-kit';
import { CALLBACK, instanceOf, oauthKit } from '../../modules/oauth/pkce-test-kit';
import { callbackOf, storedCallback } from '../callback-test-kit';
import { loginSessionPage, postLoginSession, QUERY_TO_CALLBACK } from './login-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
const o = oauthKit(t);

const SITE_LOGIN = 'http://localhost:3000/my-login';

async function authSession(callbacks: Record<string, string> = {}) {
  const session = await loginSessionPage(k, { authRequest: QUERY_TO_CALLBACK, callbacks });
  return { ...session, id: session.path.split('/').at(-1)! };
}

/** The browser's visit: no Authorization header, as a redirect from the site's page. */
const callback = (prefix: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${prefix}/v1/callback?${new URLSearchParams(query)}` });

describe('GET /_api/iam/authentication/v1/callback (a site’s own login page comes back)', () => {
  it('ends the auth session with a code for the session token’s member, once', async () => {
    const m = await k.member();
    const s = await authSession();
    const res = await callback('/_api/iam/authentication', {
      redirectSessionId: s.id,
      sessionToken: m.sessionToken,
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe(s.state);
    expect(callbackOf(back)).toEqual({ type: 'AUTHORIZE', status: 'SUCCESS' });
    const tokens = await o.exchange({
      code: back.searchParams.get('code')!,
      codeVerifier: s.verifier,
      redirectUri: CALLBACK,
    });
    expect(instanceOf(tokens.json().access_token).uid).toBe(m.id);

    const again = await callback('/iam/authentication', {
      redirectSessionId: s.id,
      sessionToken: m.sessionToken,
    });
    expect(callbackOf(again.headers.location)).toEqual({
      type: 'AUTHORIZE',
      status: 'ERROR',
      error: 'login_required',
    });
    // The session ended well once: a late error does not rewrite how it ended.
    expect(await storedCallback(t.db, 'identity', s.id)).toEqual(['AUTHORIZE', 'SUCCESS']);
  });

  it('answers 404 for an unknown session, and never a 500 for bad input', async () => {
    expect(
      (await callback('/_api/iam/authentication', { redirectSessionId: 'x' })).statusCode,
    ).toBe(404);
    expect((await callback('/_api/iam/authentication', {})).statusCode).toBe(404);
  });

  it('sends the hosted login to the site’s own login page when the client allows it', async () => {
    const s = await authSession({ loginUrl: SITE_LOGIN });
    const page = await t.app.inject({ method: 'GET', url: s.path });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${SITE_LOGIN}?redirectSessionId=${s.id}`);
    // ?mode=login still shows the platform's own form.
    const own = await t.app.inject({ method: 'GET', url: `${s.path}?mode=login` });
    expect(own.body).toContain('autocomplete="current-password"');
  });

  it('never sends the browser to a login page the client does not allow', async () => {
    const { res: refused } = await postLoginSession(k, {
      authRequest: QUERY_TO_CALLBACK,
      callbacks: { loginUrl: 'https://evil.test/login' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0].field).toBe(
      'callbacks.loginUrl',
    );
    // One stored before the check existed (or since disallowed): the platform's own form.
    const s = await authSession();
    await t.db
      .update(identityRedirects)
      .set({ callbacks: { loginUrl: 'https://evil.test/login' } })
      .where(eq(identityRedirects.id, s.id));
    const kept = await t.app.inject({ method: 'GET', url: s.path });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('autocomplete="current-password"');
  });
});
