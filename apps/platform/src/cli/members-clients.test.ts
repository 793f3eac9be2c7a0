import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../test/harness';
import { readSettings } from '../modules/identity/settings';
import { freshEmail, useIdentityKit } from '../modules/identity/test-kit';
import { oauthKit, pkcePair } from '../modules/oauth/pkce-test-kit';
import { DEMO_MEMBER } from '../seed/members';
import { runCli } from './test-cli';

const t = useTestApp();
const k = useIdentityKit(t);

const cli = (...argv: string[]) => runCli(t.db, ...argv);

describe('members settings', () => {
  it('prints the settings, changes only the flags given, and refuses unknown values', async () => {
    expect((await cli('members', 'settings')).out).toBe('signup: verify  captcha: off  mfa: off');
    const set = await cli('members', 'settings', '--signup', 'approval', '--captcha', 'on');
    expect(set).toMatchObject({ code: 0, out: 'signup: approval  captcha: on  mfa: off' });
    expect(await readSettings(t.db, DEMO_SITE_ID)).toMatchObject({
      signupPolicy: 'REQUIRE_OWNER_APPROVAL',
      requireCaptcha: true,
      requireMfa: false,
    });
    const mfa = await cli(
      'members',
      'settings',
      '--mfa',
      'on',
      '--captcha',
      'off',
      '--signup',
      'open',
    );
    expect(mfa.out).toBe('signup: open  captcha: off  mfa: on');
    expect((await readSettings(t.db, DEMO_SITE_ID)).requireMfa).toBe(true);
    // The setting is what logins see: a password login now asks for a code.
    expect((await k.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).json().state).toBe(
      'REQUIRE_MFA',
    );
    await cli('members', 'settings', '--mfa', 'off', '--signup', 'verify');
    const bad = await cli('members', 'settings', '--signup', 'closed');
    expect(bad).toMatchObject({
      code: 1,
      err: expect.stringContaining('open, approval or verify'),
    });
    expect((await cli('members', 'settings', '--mfa', 'yes')).code).toBe(1);
  });
});

describe('members list and approve', () => {
  it('lists members with their status; approving a PENDING member lets the login succeed', async () => {
    await cli('members', 'settings', '--signup', 'approval');
    const email = freshEmail('pending');
    expect((await k.register(email)).json().state).toBe('REQUIRE_OWNER_APPROVAL');
    expect((await k.login(email)).json().state).toBe('REQUIRE_OWNER_APPROVAL');
    const list = await cli('members', 'list');
    expect(list.out).toContain(`${DEMO_MEMBER.id}  ${DEMO_MEMBER.email}  APPROVED`);
    const line = list.out.split('\n').find((l) => l.includes(email))!;
    expect(line).toContain('PENDING');
    const approved = await cli('members', 'approve', email.toUpperCase());
    expect(approved).toMatchObject({ code: 0, out: expect.stringContaining(`Approved ${email}`) });
    expect((await k.login(email)).json().state).toBe('SUCCESS');
    expect((await cli('members', 'list')).out).toMatch(new RegExp(`${email}\\s+APPROVED`));
    expect((await cli('members', 'approve', line.split(' ')[0]!)).out).toContain(
      'already approved',
    );
    await cli('members', 'settings', '--signup', 'verify');
  });

  it('refuses an unknown member with exit code 1', async () => {
    expect((await cli('members', 'approve', 'nobody@example.com')).code).toBe(1);
    expect((await cli('members', 'approve', crypto.randomUUID())).code).toBe(1);
    expect((await cli('members', 'approve')).code).toBe(1);
  });
});

describe('clients list, allow and disallow', () => {
  const o = () => oauthKit(t);
  async function authorizeTo(redirectUri: string) {
    const m = await k.member();
    const pair = pkcePair();
    return o().authorize({
      code_challenge: pair.challenge,
      state: pair.state,
      session_token: m.sessionToken,
      prompt: 'none',
      redirect_uri: redirectUri,
    });
  }

  it('an allowed pattern lets the client redirect there; disallowing it refuses again', async () => {
    const target = 'https://shop.example.com:8443/account/callback';
    const pattern = (action: 'allow' | 'disallow') =>
      cli('clients', action, SAMPLE_CLIENT_ID, 'https://shop.example.com:*/account/*');
    expectAppError(await authorizeTo(target), 400, 'INVALID_REDIRECT_URI');
    const allow = await pattern('allow');
    expect(allow).toMatchObject({ code: 0, out: expect.stringContaining('now allows') });
    expect((await cli('clients', 'list')).out).toContain(`${SAMPLE_CLIENT_ID}`);
    expect((await cli('clients', 'list')).out).toContain(
      '  allows https://shop.example.com:*/account/*',
    );
    const ok = await authorizeTo(target);
    expect(ok.statusCode).toBe(302);
    expect(String(ok.headers.location)).toMatch(
      /^https:\/\/shop\.example\.com:8443\/account\/callback\?code=/,
    );
    expectAppError(
      await authorizeTo('https://shop.example.com:8443/admin'),
      400,
      'INVALID_REDIRECT_URI',
    );
    expect((await pattern('allow')).out).toContain('already allows');
    const gone = await pattern('disallow');
    expect(gone).toMatchObject({ code: 0, out: expect.stringContaining('no longer allows') });
    expectAppError(await authorizeTo(target), 400, 'INVALID_REDIRECT_URI');
    expect((await cli('clients', 'list')).out).not.toContain('shop.example.com');
  });

  it('refuses patterns outside the rules, unknown clients and entries not on the list', async () => {
    for (const uri of [
      'https://*.example.com/cb',
      'https://example.com/*/cb',
      'ftp://example.com/cb',
      'http://user:pw@localhost:3000/cb',
      'not a url',
    ]) {
      const res = await cli('clients', 'allow', SAMPLE_CLIENT_ID, uri);
      expect(res, uri).toMatchObject({
        code: 1,
        err: expect.stringContaining(`Cannot allow ${uri}`),
      });
    }
    expect((await cli('clients', 'allow', 'nope', 'https://example.com/cb')).code).toBe(1);
    expect(
      (await cli('clients', 'disallow', SAMPLE_CLIENT_ID, 'https://never.example.com/')).code,
    ).toBe(1);
    expect((await cli('clients', 'allow', SAMPLE_CLIENT_ID)).code).toBe(1);
  });
});
