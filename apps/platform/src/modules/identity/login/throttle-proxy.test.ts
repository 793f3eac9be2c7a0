import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { OWN_FRONT_HEADER } from '../../../http/own-front';
import { freshEmail, useIdentityKit, type IdentityKit } from '../test-kit';
import { LOGIN_LIMITS } from './throttle';

const WRONG = '-19976';
const THROTTLED = '-19959';
const FRONT_TOKEN = 'the-secret-npm-start-gave-its-front';

/** Logins that reach the platform from `remoteAddress` with these headers. */
const loginsOf =
  (t: TestApp, k: () => IdentityKit) =>
  (remoteAddress: string, headers: Record<string, string>, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      payload: { loginId: { email }, password },
      headers: { authorization: k().authorization, ...headers },
      remoteAddress,
    });

type LoginFrom = ReturnType<typeof loginsOf>;

/**
 * As many failures as one client address may make (across emails, under each email's own limit),
 * each from `remoteAddress` with the headers of its turn.
 */
async function failUpToTheAddressLimit(
  loginFrom: LoginFrom,
  remoteAddress: string,
  headersOf: (i: number) => Record<string, string>,
) {
  const emails = Array.from({ length: 5 }, () => freshEmail('proxy'));
  const perEmail = LOGIN_LIMITS.address / emails.length;
  let attempt = 0;
  for (const email of emails)
    for (let i = 0; i < perEmail; i++)
      expectAppError(
        await loginFrom(remoteAddress, headersOf(attempt++), email, 'nope'),
        400,
        WRONG,
      );
}

describe('the login throttle behind a proxy PLATFORM_TRUSTED_PROXIES lists', () => {
  const t = useTestApp({ publicOrigin: { trustedProxies: ['10.0.0.0/8'] } });
  const kit = useIdentityKit(t);
  const loginFrom = loginsOf(t, () => kit);

  it('counts each client the proxy reports on its own; a slowed client still logs in with the right password', async () => {
    const alice = { 'x-forwarded-for': '203.0.113.7' };
    await failUpToTheAddressLimit(loginFrom, '10.0.0.5', () => alice);
    const member = await kit.member();
    expectAppError(await loginFrom('10.0.0.5', alice, member.email, 'nope'), 400, THROTTLED);
    const bob = { 'x-forwarded-for': '203.0.113.8' };
    expectAppError(await loginFrom('10.0.0.5', bob, member.email, 'nope'), 400, WRONG);
    const right = await loginFrom('10.0.0.5', alice, member.email, 'secret-pass');
    expect(right.json().state).toBe('SUCCESS');
  });

  it('ignores forwarded addresses from a peer it does not list: a client cannot pick a fresh key', async () => {
    const peer = '198.51.100.9';
    await failUpToTheAddressLimit(loginFrom, peer, (i) => ({
      'x-forwarded-for': `192.0.2.${i + 1}`,
    }));
    const member = await kit.member();
    const fresh = { 'x-forwarded-for': '192.0.2.200' };
    expectAppError(await loginFrom(peer, fresh, member.email, 'nope'), 400, THROTTLED);
  });
});

describe('the login throttle with no proxy listed (the default)', () => {
  const t = useTestApp({ publicOrigin: { frontToken: FRONT_TOKEN } });
  const kit = useIdentityKit(t);
  const loginFrom = loginsOf(t, () => kit);

  it('does not let a process on this machine claim a new address for each guess', async () => {
    // 127.0.0.77: loopback, and no other test's address.
    const claim = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` });
    await failUpToTheAddressLimit(loginFrom, '127.0.0.77', claim);
    const member = await kit.member();
    const fresh = { 'x-forwarded-for': '192.0.2.201', forwarded: 'for=192.0.2.202' };
    expectAppError(await loginFrom('127.0.0.77', fresh, member.email, 'nope'), 400, THROTTLED);
  });

  it("counts the clients the platform's own TLS front reports, by its secret", async () => {
    const through = (client: string, token = FRONT_TOKEN) => ({
      [OWN_FRONT_HEADER]: token,
      'x-forwarded-for': client,
    });
    await failUpToTheAddressLimit(loginFrom, '127.0.0.78', () => through('198.51.100.20'));
    const member = await kit.member();
    const again = through('198.51.100.20');
    expectAppError(await loginFrom('127.0.0.78', again, member.email, 'nope'), 400, THROTTLED);
    const other = through('198.51.100.21');
    expectAppError(await loginFrom('127.0.0.78', other, member.email, 'nope'), 400, WRONG);
    // Without the secret, the slowed client's address is any process's claim: the peer (not
    // slowed) is the client.
    const forged = through('198.51.100.20', 'not-the-secret');
    expectAppError(await loginFrom('127.0.0.78', forged, member.email, 'nope'), 400, WRONG);
    const unsigned = { 'x-forwarded-for': '198.51.100.20' };
    expectAppError(await loginFrom('127.0.0.78', unsigned, member.email, 'nope'), 400, WRONG);
  });
});
