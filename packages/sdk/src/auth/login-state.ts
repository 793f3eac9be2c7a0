import { IdentityErrorCode } from '@headless/contract/error-codes';
import { ApplicationError, ValidationError } from '../core/errors';
import type { StateMachineResponse } from './identity-types';
import type { CaptchaTokens, LoginErrorCode, StateMachine } from './member-types';

/** The platform's state machine mapped like the official SDK (docs/protocol.md §5.4). */
export function toStateMachine(response: StateMachineResponse): StateMachine {
  switch (response.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken ?? '' } };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return {
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: response.stateToken ?? '' },
      };
    case 'REQUIRE_MFA':
      return { loginState: 'MFA_REQUIRED', data: { stateToken: response.stateToken ?? '' } };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    case 'REQUIRE_MISSING_FIELDS':
    case 'STATUS_CHECK':
    case 'UNKNOWN_STATE':
    default:
      return { loginState: 'FAILURE', error: `Unsupported login state ${String(response.state)}` };
  }
}

const CODES: Record<string, LoginErrorCode> = {
  [IdentityErrorCode.missingCaptchaToken]: 'missingCaptchaToken',
  [IdentityErrorCode.invalidCaptchaToken]: 'invalidCaptchaToken',
  [IdentityErrorCode.emailAlreadyExists]: 'emailAlreadyExists',
  [IdentityErrorCode.invalidPassword]: 'invalidPassword',
  [IdentityErrorCode.resetPassword]: 'resetPassword',
  // The local platform's name for a malformed email refused as an application error.
  [IdentityErrorCode.invalidEmail]: 'invalidEmail',
};

/**
 * A refused login or registration as a FAILURE state. Only the platform's refusals are mapped:
 * outages and lost connections are thrown, so they never read as "wrong email".
 */
export function failureOf(error: unknown, flow: 'login' | 'register' | 'verify'): StateMachine {
  if (error instanceof ValidationError) {
    const email = error.fieldViolations.find((v) => v.data?.['type'] === 'EMAIL');
    if (email)
      return { loginState: 'FAILURE', errorCode: 'invalidEmail', error: email.description };
    const errorCode = flow === 'login' ? 'invalidEmail' : undefined;
    return { loginState: 'FAILURE', ...(errorCode && { errorCode }), error: error.message };
  }
  if (!(error instanceof ApplicationError)) throw error;
  const errorCode = CODES[error.code] ?? (flow === 'login' ? 'invalidEmail' : undefined);
  return { loginState: 'FAILURE', ...(errorCode && { errorCode }), error: error.message };
}

export function captchaTokensOf(tokens: CaptchaTokens | undefined) {
  if (!tokens) return undefined;
  const list = [
    ...(tokens.recaptchaToken ? [{ Recaptcha: tokens.recaptchaToken }] : []),
    ...(tokens.invisibleRecaptchaToken
      ? [{ InvisibleRecaptcha: tokens.invisibleRecaptchaToken }]
      : []),
  ];
  return list.length ? list : undefined;
}
