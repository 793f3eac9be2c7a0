import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { identitySecrets } from '../../../db/schema/identity';
import { freshEmail, useIdentityKit } from '../test-kit';
import { MAX_CODE_ATTEMPTS } from './verify';

const t = useTestApp();
const k = useIdentityKit(t);

async function pending() {
  const email = freshEmail();
  const stateToken = (await k.register(email)).json().stateToken as string;
  return { email, stateToken, code: (await k.lastMail(email))!.code! };
}

describe('POST /_api/iam/verification/v1/auth/verify and /resend', () => {
  it('a code works once', async () => {
    const { stateToken, code } = await pending();
    expect((await k.verify(stateToken, code)).json().state).toBe('SUCCESS');
    const again = await k.verify(stateToken, code);
    expectAppError(again, 400, 'INVALID_STATE_TOKEN');
  });

  it('a wrong code is refused, and too many wrong codes spend the state token', async () => {
    const { stateToken, code } = await pending();
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await k.verify(stateToken, wrong);
    expectAppError(first, 400, 'EMAIL_VERIFICATION_FAILED');
    expect(first.json().details.applicationError.data).toEqual({ reason: 'WRONG_CODE' });
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) await k.verify(stateToken, wrong);
    expectAppError(await k.verify(stateToken, code), 400, 'INVALID_STATE_TOKEN');
  });

  it('an expired code is refused', async () => {
    const { stateToken, code } = await pending();
    await t.db
      .update(identitySecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySecrets.kind, 'state'));
    expectAppError(await k.verify(stateToken, code), 400, 'INVALID_STATE_TOKEN');
  });

  it('resend mails a new code and the old one stops working', async () => {
    const { email, stateToken, code } = await pending();
    const res = await k.post('/iam/verification/v1/auth/resend', { stateToken });
    expect(res.statusCode).toBe(200);
    const fresh = (await k.lastMail(email))!.code!;
    if (fresh !== code)
      expectAppError(await k.verify(stateToken, code), 400, 'EMAIL_VERIFICATION_FAILED');
    expect((await k.verify(stateToken, fresh)).json().state).toBe('SUCCESS');
    expectAppError(
      await k.post('/iam/verification/v1/auth/resend', { stateToken: 'x' }),
      400,
      'INVALID_STATE_TOKEN',
    );
  });
});

describe('recovery: send-email, recover, change-password', () => {
  it('mails a one-time link; recover sets the password once', async () => {
    const { email } = await k.member();
    const res = await k.post('/_api/iam/recovery/v1/send-email', {
      email,
      redirect: { url: 'http://localhost:3000/members' },
    });
    expect(res.json()).toEqual({});
    const link = (await k.lastMail(email))!.link!;
    expect(link).toMatch(/\/hosted\/login-reset\/[\w-]+$/);
    const recoveryToken = link.split('/').pop()!;
    const recover = (password: string) =>
      k.post('/_api/iam/recovery/v1/recover', { recoveryToken, password });
    expect((await recover('brand-new-pass')).statusCode).toBe(200);
    expectAppError(await recover('another-pass'), 400, '-19972');
    expect((await k.login(email, 'brand-new-pass')).json().state).toBe('SUCCESS');
    expectAppError(await k.login(email, 'secret-pass'), 400, '-19976');
  });

  it('refuses an expired link (-19972), and the old password still works', async () => {
    const { email, id } = await k.member();
    await k.post('/_api/iam/recovery/v1/send-email', { email });
    const recoveryToken = (await k.lastMail(email))!.link!.split('/').pop()!;
    await t.db
      .update(identitySecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(identitySecrets.memberId, id), eq(identitySecrets.kind, 'recovery')));
    const res = await k.post('/_api/iam/recovery/v1/recover', {
      recoveryToken,
      password: 'brand-new-pass',
    });
    expectAppError(res, 400, '-19972');
    expect((await k.login(email, 'brand-new-pass')).json().details.applicationError.code).toBe(
      '-19976',
    );
    expect((await k.login(email)).json().state).toBe('SUCCESS');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const email = freshEmail();
    expect((await k.post('/iam/recovery/v1/send-email', { email })).json()).toEqual({});
    expect(await k.lastMail(email)).toBeUndefined();
    const bad = await k.post('/iam/recovery/v1/send-email', { email: 'nope' });
    expect(bad.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'email' });
  });

  it('change-password is for members only', async () => {
    const visitor = await k.post('/_api/iam/authentication/v2/change-password', {
      newPassword: 'whatever-1',
    });
    expectAppError(visitor, 403, 'MEMBER_ONLY');
  });
});

describe('POST /_api/iam/authentication/v2/sign-on', () => {
  it('gives the owner a session token for a member; visitors get 403', async () => {
    const { email, id } = await k.member();
    const owner = await ownerHeaders(t.db);
    const res = await k.post('/_api/iam/authentication/v2/sign-on', { memberId: id }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionToken).toEqual(expect.any(String));
    const byEmail = await k.post('/iam/authentication/v2/sign-on', { loginId: { email } }, owner);
    expect(byEmail.statusCode).toBe(200);
    expect((await k.post('/iam/authentication/v2/sign-on', { memberId: id })).statusCode).toBe(403);
  });
});
