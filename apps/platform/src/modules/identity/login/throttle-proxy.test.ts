import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { freshEmail, useIdentityKit } from '../test-kit';
import { LOGIN_LIMITS } from './throttle';

const PROXY = '10.0.0.5';
const t = useTestApp({ publicOrigin: { trustedProxies: ['127.0.0.0/8', '10.0.0.0/8'] } });
const k = useIdentityKit(t);

/** A login that reaches the platform from `remoteAddress` with these headers. */
const loginFrom = (
  remoteAddress: string,
  headers: Record<string, string>,
  email: string,
  password: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/_api/iam/authentication/v2/login',
    payload: { loginId: { email }, password },
    headers: { authorization: k.authorization, ...headers },
    remoteAddress,
  });

/** Enough failures from one client, across emails (under each email's own limit), to lock it. */
async function failAsOneClient(
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
        '-19976',
      );
}

describe('the login throttle behind a trusted proxy (PLATFORM_TRUSTED_PROXIES)', () => {
  it('counts each client the proxy reports on its own: one locked client does not lock the rest', async () => {
    const alice = { 'x-forwarded-for': '203.0.113.7' };
    await failAsOneClient(PROXY, () => alice);
    const member = await k.member();
    expectAppError(await loginFrom(PROXY, alice, member.email, 'secret-pass'), 400, '-19959');
    const bob = { 'x-forwarded-for': '203.0.113.8' };
    expect((await loginFrom(PROXY, bob, member.email, 'secret-pass')).json().state).toBe('SUCCESS');
  });

  it('ignores forwarded addresses from an untrusted peer: a client cannot pick a fresh key', async () => {
    const peer = '198.51.100.9';
    await failAsOneClient(peer, (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` }));
    const member = await k.member();
    const fresh = { 'x-forwarded-for': '192.0.2.200' };
    expectAppError(await loginFrom(peer, fresh, member.email, 'secret-pass'), 400, '-19959');
  });
});
