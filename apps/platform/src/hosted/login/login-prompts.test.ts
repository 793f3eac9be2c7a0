import { DEMO_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { postForm } from '../../../test/forms';
import { useTestApp } from '../../../test/harness';
import { writeSettings } from '../../modules/identity/settings';
import { useIdentityKit } from '../../modules/identity/test-kit';
import { CALLBACK, instanceOf, oauthKit } from '../../modules/oauth/pkce-test-kit';
import { DEMO_MEMBER } from '../../seed/members';
import { storedCallback } from '../callback-test-kit';
import { siteContainerOf } from '../landmarks-test-kit';
import { loginSessionPage, QUERY_TO_CALLBACK } from './login-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
const o = oauthKit(t);

const authSession = (prompt: string, extra: Record<string, string> = {}) =>
  loginSessionPage(k, { prompt, authRequest: { ...QUERY_TO_CALLBACK, ...extra } });

const get = (path: string) => t.app.inject({ method: 'GET', url: path });
const form = (path: string, fields: Record<string, string>) => postForm(t.app, path, fields);
const hidden = (body: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(body)?.[1] ?? '';
const backTo = (location: unknown) => new URL(String(location)).searchParams;
const DEMO = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };

describe('prompt=consent: the member allows or denies the app after logging in', () => {
  it('issues no code until Allow, then one that exchanges for member tokens', async () => {
    const s = await authSession('consent');
    const loggedIn = await form(s.path, DEMO);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.body).toContain('Allow access?');
    expect(loggedIn.body).toContain(DEMO_MEMBER.email);
    const grant = hidden(loggedIn.body, 'grant');
    const allowed = await form(s.path, { action: 'allow', grant });
    expect(allowed.statusCode).toBe(303);
    const back = backTo(allowed.headers.location);
    expect(back.get('state')).toBe(s.state);
    const tokens = await o.exchange({
      code: back.get('code')!,
      codeVerifier: s.verifier,
      redirectUri: CALLBACK,
    });
    expect(instanceOf(tokens.json().access_token).uid).toBe(DEMO_MEMBER.id);
    // The grant works once: a replayed Allow logs nobody in.
    const replay = await form(s.path, { action: 'allow', grant });
    expect(backTo(replay.headers.location).get('error')).toBe('login_required');
  });

  it('tells the client access_denied on Deny', async () => {
    const s = await authSession('consent');
    const grant = hidden((await form(s.path, DEMO)).body, 'grant');
    const denied = await form(s.path, { action: 'deny', grant });
    const back = backTo(denied.headers.location);
    expect([back.get('error'), back.get('state'), back.get('code')]).toEqual([
      'access_denied',
      s.state,
      null,
    ]);
    expect([back.get('callbackType'), back.get('status')]).toEqual(['AUTHORIZE', 'ERROR']);
    expect(await storedCallback(t.db, 'identity', s.path.split('/').at(-1)!)).toEqual([
      'AUTHORIZE',
      'ERROR',
    ]);
  });
});

describe('prompt=select_account: continue as the session token’s member, or another', () => {
  it('offers the member of the session token and continues as them', async () => {
    const m = await k.member();
    const s = await authSession('select_account', { sessionToken: m.sessionToken });
    const chooser = await get(s.path);
    expect(siteContainerOf(chooser.body)).toContain('Choose an account');
    expect(chooser.body).toContain(`Continue as ${m.email}`);
    expect(chooser.body).toContain(`${s.path}?mode=login`);
    const done = await form(s.path, { action: 'continue' });
    const code = backTo(done.headers.location).get('code')!;
    const tokens = await o.exchange({ code, codeVerifier: s.verifier, redirectUri: CALLBACK });
    expect(instanceOf(tokens.json().access_token).uid).toBe(m.id);
  });

  it('shows the login form for another account, or when there is no session token', async () => {
    const m = await k.member();
    const s = await authSession('select_account', { sessionToken: m.sessionToken });
    expect((await get(`${s.path}?mode=login`)).body).toContain('autocomplete="current-password"');
    const bare = await authSession('select_account');
    const page = await get(bare.path);
    expect(page.body).not.toContain('Choose an account');
    expect(page.body).toContain('autocomplete="current-password"');
    const nobody = await form(bare.path, { action: 'continue' });
    expect(nobody.statusCode).toBe(400);
  });
});

describe('login outcome REQUIRE_MFA (site setting): a code from the outbox finishes the login', () => {
  it('answers REQUIRE_MFA to loginV2, and verify with the mailed code gives SUCCESS', async () => {
    await writeSettings(t.db, DEMO_SITE_ID, { requireMfa: true });
    try {
      const m = await k.member();
      const first = await k.login(m.email);
      expect(first.json()).toMatchObject({ state: 'REQUIRE_MFA', stateToken: expect.any(String) });
      expect(first.json().sessionToken).toBeUndefined();
      const mail = (await k.lastMail(m.email))!;
      expect(mail.kind).toBe('LOGIN_CODE');
      const wrong = await k.verify(first.json().stateToken, '000000'.replace(/0/g, '9'));
      expect(wrong.statusCode).toBe(400);
      const done = await k.verify(first.json().stateToken, mail.code!);
      expect(done.json()).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
      const reused = await k.verify(first.json().stateToken, mail.code!);
      expect(reused.statusCode).toBe(400);
    } finally {
      await writeSettings(t.db, DEMO_SITE_ID, { requireMfa: false });
    }
  });

  it('asks for the code on the hosted login, then returns to the client', async () => {
    await writeSettings(t.db, DEMO_SITE_ID, { requireMfa: true });
    try {
      const m = await k.member();
      const s = await authSession('login');
      const asked = await form(s.path, { email: m.email, password: 'secret-pass' });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('Enter your login code');
      const stateToken = hidden(asked.body, 'stateToken');
      const resent = await form(s.path, { action: 'resend', stateToken, email: m.email });
      expect(resent.statusCode).toBe(200);
      const mail = (await k.lastMail(m.email))!;
      expect(mail.kind).toBe('LOGIN_CODE');
      const code = mail.code!;
      const done = await form(s.path, { action: 'verify', stateToken, email: m.email, code });
      expect(done.statusCode).toBe(303);
      expect(backTo(done.headers.location).get('code')).toEqual(expect.any(String));
    } finally {
      await writeSettings(t.db, DEMO_SITE_ID, { requireMfa: false });
    }
  });
});
