import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/http-server';
import {
  applicationError,
  callsOf,
  scriptedClient,
  scriptedPlatform,
  type Reply,
} from '../../test/scripted-platform';
import { SystemError } from '../core/errors';
import { OAuthFlowError } from './oauth-flow-error';

let server: TestServer | undefined;

const LOGIN = 'POST /_api/iam/authentication/v2/login';
const REGISTER = 'POST /_api/iam/authentication/v2/register';
const VERIFY = 'POST /_api/iam/verification/v1/auth/verify';

async function clientAnswering(key: string, reply: Reply) {
  server = await scriptedPlatform({ [key]: () => reply });
  return scriptedClient(server);
}

describe('login', () => {
  it('posts loginId, password and captcha tokens with the visitor token', async () => {
    const client = await clientAnswering(LOGIN, {
      body: { state: 'SUCCESS', sessionToken: 'sess-1', identity: { id: 'm1' } },
    });
    const result = await client.auth.login({
      email: 'ann@example.com',
      password: 'secret-1',
      captchaTokens: { invisibleRecaptchaToken: 'inv' },
    });
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'sess-1' } });
    expect(callsOf(server!)).toEqual([
      {
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        body: {
          loginId: { email: 'ann@example.com' },
          password: 'secret-1',
          captchaTokens: [{ InvisibleRecaptcha: 'inv' }],
        },
        authorization: 'OauthNG.JWS.anonymous',
      },
    ]);
  });

  it.each([
    [
      { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } },
    ],
    [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
    [
      { state: 'REQUIRE_MFA', stateToken: 'st-2' },
      { loginState: 'MFA_REQUIRED', data: { stateToken: 'st-2' } },
    ],
    [
      { state: 'STATUS_CHECK' },
      { loginState: 'FAILURE', error: 'Unsupported login state STATUS_CHECK' },
    ],
  ])('maps the state %o', async (body, expected) => {
    const client = await clientAnswering(LOGIN, { body });
    await expect(client.auth.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual(expected);
  });

  it.each([
    [-19976, 'invalidPassword'],
    [-19973, 'resetPassword'],
    [-19971, 'missingCaptchaToken'],
    [-19970, 'invalidCaptchaToken'],
    [-19995, 'emailAlreadyExists'],
    ['INVALID_EMAIL', 'invalidEmail'],
    [-19999, 'invalidEmail'],
    ['MEMBER_NOT_FOUND', 'invalidEmail'],
  ])('maps application error %s to errorCode %s', async (code, errorCode) => {
    const client = await clientAnswering(LOGIN, applicationError(403, code, 'Login refused'));
    const result = await client.auth.login({ email: 'a@b.c', password: 'x' });
    expect(result).toEqual({ loginState: 'FAILURE', errorCode, error: 'Login refused' });
  });

  it('throws system errors instead of calling them a wrong email', async () => {
    const client = await clientAnswering(LOGIN, { status: 500, body: {} });
    const error = await client.auth.login({ email: 'a@b.c', password: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(SystemError);
  });
});

describe('register', () => {
  it('posts the profile and maps a verification step', async () => {
    const client = await clientAnswering(REGISTER, {
      body: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-2' },
    });
    const result = await client.auth.register({
      email: 'bob@example.com',
      password: 'pw-123456',
      profile: { nickname: 'Bob' },
      captchaTokens: { recaptchaToken: 'vis' },
    });
    expect(result).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-2' },
    });
    expect(callsOf(server!)[0]?.body).toEqual({
      loginId: { email: 'bob@example.com' },
      password: 'pw-123456',
      profile: { nickname: 'Bob' },
      captchaTokens: [{ Recaptcha: 'vis' }],
    });
  });

  it('maps an EMAIL field violation to invalidEmail with its description', async () => {
    const fieldViolations = [
      {
        field: 'loginId.email',
        description: 'must be a valid email',
        violatedRule: 'FORMAT',
        data: { type: 'EMAIL' },
      },
    ];
    const client = await clientAnswering(REGISTER, {
      status: 400,
      body: { message: 'invalid', details: { validationError: { fieldViolations } } },
    });
    const result = await client.auth.register({ email: 'nope', password: 'pw-123456' });
    expect(result).toEqual({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'must be a valid email',
    });
  });

  it('maps a duplicate email, and leaves unknown refusals without an errorCode', async () => {
    let client = await clientAnswering(REGISTER, applicationError(409, -19995, 'Email exists'));
    await expect(client.auth.register({ email: 'a@b.c', password: 'pw' })).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
      error: 'Email exists',
    });
    await server?.close();
    client = await clientAnswering(REGISTER, applicationError(400, 'WEAK', 'Too weak'));
    await expect(client.auth.register({ email: 'a@b.c', password: 'pw' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'Too weak',
    });
  });
});

describe('processVerification', () => {
  // The login step that asked for a code keeps its state token for the verification.
  it.each([
    ['an email verification', 'REQUIRE_EMAIL_VERIFICATION', 'st-3', '123456', 'sess-3'],
    ['a second-factor login', 'REQUIRE_MFA', 'st-mfa', '654321', 'sess-mfa'],
  ])('finishes %s with the code from the email', async (_, state, stateToken, code, session) => {
    server = await scriptedPlatform({
      [LOGIN]: () => ({ body: { state, stateToken } }),
      [VERIFY]: () => ({ body: { state: 'SUCCESS', sessionToken: session } }),
    });
    const client = scriptedClient(server);
    await client.auth.login({ email: 'a@b.c', password: 'x' });
    const result = await client.auth.processVerification({ verificationCode: code });
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: session } });
    expect(callsOf(server).at(-1)).toMatchObject({ url: '/_api/iam/verification/v1/auth/verify' });
    expect(callsOf(server).at(-1)?.body).toEqual({ code, stateToken });
  });

  it('takes the state explicitly, e.g. from another request', async () => {
    const client = await clientAnswering(
      VERIFY,
      applicationError(400, 'INVALID_CODE', 'Wrong code'),
    );
    const state = {
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-4' },
    } as const;
    await expect(
      client.auth.processVerification({ verificationCode: '000000' }, state),
    ).resolves.toEqual({ loginState: 'FAILURE', error: 'Wrong code' });
    expect(callsOf(server!)[0]?.body).toEqual({ code: '000000', stateToken: 'st-4' });
  });

  it('refuses without a pending verification', async () => {
    const client = await clientAnswering(VERIFY, { body: {} });
    const error = await client.auth.processVerification({ verificationCode: '1' }).catch((e) => e);
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect((error as OAuthFlowError).code).toBe('NO_VERIFICATION_PENDING');
    expect(callsOf(server!)).toEqual([]);
  });
});

describe('sendPasswordResetEmail', () => {
  it('posts the email with the redirect URL and the client id', async () => {
    const client = await clientAnswering('POST /_api/iam/recovery/v1/send-email', { body: {} });
    await client.auth.sendPasswordResetEmail('ann@example.com', 'http://localhost:3000/reset');
    expect(callsOf(server!)[0]).toMatchObject({
      method: 'POST',
      url: '/_api/iam/recovery/v1/send-email',
      body: {
        email: 'ann@example.com',
        redirect: { url: 'http://localhost:3000/reset', clientId: 'client-1' },
      },
    });
  });
});
