import type { RequestContext } from '../core/http-client';
import type { SdkModule } from '../core/module';
import type {
  CaptchaToken,
  IdentityProfile,
  LoginId,
  SendRecoveryEmailRequest,
  StateMachineResponse,
} from './identity-types';

// The identity calls go to the `/_api/iam/...` paths that the official SDK sends and the REST
// reference documents (docs/protocol.md §2.8); `/iam/...` is the platform's alias.
const AUTHENTICATION = '/_api/iam/authentication/v2';
const RECOVERY = '/_api/iam/recovery/v1';
const VERIFICATION = '/_api/iam/verification/v1';

export interface AuthenticationApi {
  /** `POST /_api/iam/authentication/v2/register {loginId, password, profile, captchaTokens}`. */
  registerV2(
    loginId: LoginId,
    options?: { password?: string; profile?: IdentityProfile; captchaTokens?: CaptchaToken[] },
  ): Promise<StateMachineResponse>;
  /** `POST /_api/iam/authentication/v2/login {loginId, password, captchaTokens}`. */
  loginV2(
    loginId: LoginId,
    options?: { password?: string; captchaTokens?: CaptchaToken[] },
  ): Promise<StateMachineResponse>;
}

export interface RecoveryApi {
  /** `POST /_api/iam/recovery/v1/send-email {email, language?, redirect:{url, clientId}}` → `{}`. */
  sendRecoveryEmail(
    email: string,
    options?: Omit<SendRecoveryEmailRequest, 'email'>,
  ): Promise<Record<string, never>>;
}

export interface VerificationApi {
  /** `POST /_api/iam/verification/v1/auth/verify {code, stateToken}`. */
  verifyDuringAuthentication(
    code: string,
    options: { stateToken: string },
  ): Promise<StateMachineResponse>;
}

const post = <T>(ctx: RequestContext, path: string, data: Record<string, unknown>) =>
  ctx.request<T>({ method: 'POST', path, data, fieldMap: { password: 'options.password' } });

export function authenticationCalls(ctx: RequestContext): AuthenticationApi {
  return {
    registerV2: (loginId, options = {}) =>
      post(ctx, `${AUTHENTICATION}/register`, { loginId, ...options }),
    loginV2: (loginId, options = {}) =>
      post(ctx, `${AUTHENTICATION}/login`, { loginId, ...options }),
  };
}

export function recoveryCalls(ctx: RequestContext): RecoveryApi {
  return {
    sendRecoveryEmail: (email, options = {}) =>
      post(ctx, `${RECOVERY}/send-email`, { email, ...options }),
  };
}

export function verificationCalls(ctx: RequestContext): VerificationApi {
  return {
    verifyDuringAuthentication: (code, { stateToken }) =>
      post(ctx, `${VERIFICATION}/auth/verify`, { code, stateToken }),
  };
}

/** The raw identity calls as client modules; most apps use `client.auth.login` and friends instead. */
export const authentication: SdkModule<AuthenticationApi> = { create: authenticationCalls };
export const recovery: SdkModule<RecoveryApi> = { create: recoveryCalls };
export const verification: SdkModule<VerificationApi> = { create: verificationCalls };
