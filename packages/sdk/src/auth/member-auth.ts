import type { RequestContext } from '../core/http-client';
import { authenticationCalls, recoveryCalls, verificationCalls } from './identity-calls';
import { captchaTokensOf, failureOf, toStateMachine } from './login-state';
import type { LoginParams, RegisterParams, StateMachine } from './member-types';
import { OAuthFlowError } from './oauth-flow-error';

/**
 * Custom login on the site's own pages: register, login, verify, recover (docs/protocol.md §5.4).
 */
export interface MemberLogin {
  /** `POST /_api/iam/authentication/v2/register`; refusals resolve as `FAILURE`. */
  register(params: RegisterParams): Promise<StateMachine>;
  /** `POST /_api/iam/authentication/v2/login`; refusals resolve as `FAILURE`. */
  login(params: LoginParams): Promise<StateMachine>;
  /**
   * `POST /_api/iam/verification/v1/auth/verify {code, stateToken}`. The state defaults to the
   * last `EMAIL_VERIFICATION_REQUIRED` that this strategy's register or login returned.
   */
  processVerification(
    inputs: { verificationCode: string },
    state?: StateMachine,
  ): Promise<StateMachine>;
  /** `POST /_api/iam/recovery/v1/send-email {email, redirect:{url, clientId}}`. */
  sendPasswordResetEmail(email: string, redirectUri: string): Promise<void>;
}

export interface MemberLoginDeps {
  clientId: string;
  ctx: RequestContext;
}

export function memberLogin({ clientId, ctx }: MemberLoginDeps): MemberLogin {
  const authentication = authenticationCalls(ctx);
  let pending: StateMachine | undefined;

  async function step(flow: 'login' | 'register' | 'verify', call: () => Promise<unknown>) {
    let result: StateMachine;
    try {
      result = toStateMachine((await call()) as Parameters<typeof toStateMachine>[0]);
    } catch (error) {
      result = failureOf(error, flow);
    }
    if (needsCode(result)) pending = result;
    else if (result.loginState !== 'FAILURE') pending = undefined;
    return result;
  }

  return {
    register: ({ email, password, profile, captchaTokens }) =>
      step('register', () =>
        authentication.registerV2(
          { email },
          { password, profile, captchaTokens: captchaTokensOf(captchaTokens) },
        ),
      ),
    login: ({ email, password, captchaTokens }) =>
      step('login', () =>
        authentication.loginV2(
          { email },
          { password, captchaTokens: captchaTokensOf(captchaTokens) },
        ),
      ),
    processVerification({ verificationCode }, state = pending) {
      if (!state || !needsCode(state)) {
        const message =
          'processVerification needs an EMAIL_VERIFICATION_REQUIRED or MFA_REQUIRED state';
        return Promise.reject(new OAuthFlowError('NO_VERIFICATION_PENDING', message));
      }
      const { stateToken } = state.data;
      return step('verify', () =>
        verificationCalls(ctx).verifyDuringAuthentication(verificationCode, { stateToken }),
      );
    },
    async sendPasswordResetEmail(email, redirectUri) {
      await recoveryCalls(ctx).sendRecoveryEmail(email, {
        redirect: { url: redirectUri, clientId },
      });
    },
  };
}

/** The states a code by email finishes: email verification and the second factor. */
function needsCode(
  state: StateMachine,
): state is Extract<StateMachine, { loginState: 'EMAIL_VERIFICATION_REQUIRED' | 'MFA_REQUIRED' }> {
  return state.loginState === 'EMAIL_VERIFICATION_REQUIRED' || state.loginState === 'MFA_REQUIRED';
}
