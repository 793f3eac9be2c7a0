import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { instanceOf, oauthKit } from '../../oauth/pkce-test-kit';
import { freshEmail, useIdentityKit } from '../test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
const o = oauthKit(t);

const LOGIN = '/wix-sm/api/v1/auth/api/v1/auth/login';
const REGISTER = '/wix-sm/api/v1/auth/api/v1/auth/register';

describe('@wix/members authentication.login / register (Login V2 and Register V2 underneath)', () => {
  it('the right password: a Login V2 session token that exchanges for member tokens', async () => {
    const { email, id } = await k.member();
    const res = await k.post(LOGIN, { email, password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      session: { token: expect.any(String) },
      member: { id, loginEmail: email, status: 'APPROVED' },
    });
    const tokens = await o.memberTokens(body.session.token);
    expect(instanceOf(tokens.access_token)).toMatchObject({ uid: id, siteMemberId: id });
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('a wrong password is 401 with the envelope (Login V2 says 400 -19976)', async () => {
    const { email } = await k.member();
    const res = await k.post(LOGIN, { email, password: 'wrong-pass' });
    const envelope = expectAppError(res, 401, '-19976');
    expect(envelope.details.applicationError?.description).toBe('Wrong email or password');
  });

  it('an unverified member: 428 EMAIL_VERIFICATION_REQUIRED with a verificationId', async () => {
    const email = freshEmail();
    await k.policy('REQUIRE_EMAIL_VERIFICATION');
    await k.register(email);
    const res = await k.post(LOGIN, { email, password: 'secret-pass' });
    const envelope = expectAppError(res, 428, 'EMAIL_VERIFICATION_REQUIRED');
    expect(envelope.details.applicationError?.data).toMatchObject({
      verificationId: expect.any(String),
    });
  });

  it('register: a new member with a session; a taken email is 409 Already Exists', async () => {
    await k.policy('SUCCESS');
    const email = freshEmail();
    const payload = { email, password: 'secret-pass', contactInfo: { firstName: 'Ada' } };
    const res = await k.post(REGISTER, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      session: { token: expect.any(String) },
      member: { loginEmail: email, firstName: 'Ada', status: 'APPROVED' },
    });
    expectAppError(await k.post(REGISTER, payload), 409, '-19995');
    await k.policy('REQUIRE_EMAIL_VERIFICATION');
  });
});
