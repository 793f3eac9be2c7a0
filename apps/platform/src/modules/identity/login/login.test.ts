import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { DEMO_MEMBER } from '../../../seed/members';
import { members } from '../../../db/schema/identity';
import { eq } from 'drizzle-orm';
import { codeOf, freshEmail, useIdentityKit } from '../test-kit';
import { LOGIN_LIMITS } from './throttle';

const t = useTestApp();
const k = useIdentityKit(t);

describe('POST /_api/iam/authentication/v2/login', () => {
  it('logs the seeded demo member in: SUCCESS with a session token', async () => {
    const res = await k.login(DEMO_MEMBER.email.toUpperCase(), DEMO_MEMBER.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { id: DEMO_MEMBER.id, status: { name: 'ACTIVE' } },
    });
  });

  it('a wrong password and an unknown email are the same application error -19976', async () => {
    const wrong = await k.login(DEMO_MEMBER.email, 'wrong-password', { 'x-forwarded-for': '1' });
    const unknown = await k.login(freshEmail(), 'whatever');
    for (const res of [wrong, unknown]) {
      expectAppError(res, 400, '-19976');
      expect(res.json().details.validationError).toBeUndefined();
    }
  });

  it('an invalid email is an application error too (the SDK reads applicationError.code)', async () => {
    const res = await k.post('/iam/authentication/v2/login', { loginId: {}, password: 'x' });
    expectAppError(res, 400, 'INVALID_EMAIL');
  });

  it('an unverified member gets REQUIRE_EMAIL_VERIFICATION and a new code', async () => {
    const email = freshEmail();
    await k.register(email);
    const res = await k.login(email);
    expect(res.json()).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION' });
    const code = (await k.lastMail(email))!.code!;
    const verified = await k.verify(res.json().stateToken, code);
    expect(verified.json()).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { isVerified: true } },
    });
    expect((await k.login(email)).json().state).toBe('SUCCESS');
  });

  it('pending members wait for the owner; blocked ones get STATUS_CHECK', async () => {
    const { email, id } = await k.member();
    await t.db.update(members).set({ status: 'PENDING' }).where(eq(members.id, id));
    expect((await k.login(email)).json().state).toBe('REQUIRE_OWNER_APPROVAL');
    await t.db.update(members).set({ status: 'BLOCKED' }).where(eq(members.id, id));
    const blocked = (await k.login(email)).json();
    expect(blocked).toMatchObject({
      state: 'STATUS_CHECK',
      identity: { status: { name: 'BLOCKED' } },
    });
    expect(blocked.sessionToken).toBeUndefined();
  });

  it('a member flagged for a reset gets -19973', async () => {
    const { email, id } = await k.member();
    await t.db.update(members).set({ passwordResetRequired: true }).where(eq(members.id, id));
    expectAppError(await k.login(email), 400, '-19973');
  });

  it('locks an email out after too many failures, even with the right password, then lets others in', async () => {
    const { email } = await k.member();
    for (let i = 0; i < LOGIN_LIMITS.email; i++)
      expectAppError(await k.login(email, 'nope'), 400, '-19976');
    const locked = await k.login(email);
    expectAppError(locked, 400, '-19959');
    expect(locked.json().details.applicationError.data).toEqual({ retryAfterSeconds: 900 });
    const other = await k.member();
    expect((await k.login(other.email)).json().state).toBe('SUCCESS');
  });

  it('counts concurrent failures exactly (the database keeps the count)', async () => {
    const { email } = await k.member();
    const results = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.email + 3 }, () => k.login(email, 'nope')),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === '-19976')).toHaveLength(LOGIN_LIMITS.email);
    expect(codes.filter((c) => c === '-19959')).toHaveLength(3);
  });

  it('slows an address after 20 failures across several emails, but its right passwords still log in', async () => {
    const from = (remoteAddress: string, email: string, password = 'secret-pass') =>
      t.app.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        payload: { loginId: { email }, password },
        headers: { authorization: k.authorization },
        remoteAddress,
      });
    const emails = Array.from({ length: 5 }, () => freshEmail('addr'));
    const perEmail = LOGIN_LIMITS.address / emails.length;
    expect(perEmail).toBeLessThan(LOGIN_LIMITS.email);
    for (const email of emails)
      for (let i = 0; i < perEmail; i++)
        expectAppError(await from('10.9.8.7', email, 'nope'), 400, '-19976');
    const other = await k.member();
    // Another wrong guess from that address is throttled; elsewhere it is only wrong.
    expectAppError(await from('10.9.8.7', other.email, 'nope'), 400, '-19959');
    expectAppError(await from('10.9.8.8', other.email, 'nope'), 400, '-19976');
    // The account is not locked (2 failures of 5): its right password logs in, from there too.
    expect((await from('10.9.8.7', other.email)).json().state).toBe('SUCCESS');
    // An account that is locked stays locked, from any address.
    const locked = await k.member();
    for (let i = 0; i < LOGIN_LIMITS.email; i++) await from('10.9.8.9', locked.email, 'nope');
    expectAppError(await from('10.9.8.7', locked.email), 400, '-19959');
    expectAppError(await from('10.9.8.10', locked.email), 400, '-19959');
  });

  it('the lockout lifts after the window', async () => {
    const { email } = await k.member();
    for (let i = 0; i <= LOGIN_LIMITS.email; i++) await k.login(email, 'nope');
    const later = new Date(Date.now() + LOGIN_LIMITS.windowMs + 1000);
    const clock = t.app.clock.now;
    t.app.clock.now = () => later;
    try {
      expect((await k.login(email)).json().state).toBe('SUCCESS');
    } finally {
      t.app.clock.now = clock;
    }
  });
});
