import type { IdentityProfile } from './identity-types';

/** The official SDK's login states (docs/protocol.md §5.4). */
export const LoginState = {
  SUCCESS: 'SUCCESS',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  /** The site asks for a second factor: a code sent by email, given to processVerification. */
  MFA_REQUIRED: 'MFA_REQUIRED',
  FAILURE: 'FAILURE',
} as const;
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'emailAlreadyExists'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken';

/** What register, login and processVerification resolve to. */
export type StateMachine =
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'OWNER_APPROVAL_REQUIRED' }
  | { loginState: 'MFA_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'FAILURE'; errorCode?: LoginErrorCode; error: string };

export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

export interface RegisterParams extends LoginParams {
  profile?: IdentityProfile;
}

export type AuthPrompt = 'login' | 'none' | 'consent' | 'select_account';
export type ResponseMode = 'fragment' | 'query' | 'web_message';

export interface AuthUrlOptions {
  prompt?: AuthPrompt;
  responseMode?: ResponseMode;
  /** Logs in the member of a session token (from `login`) without showing a page. */
  sessionToken?: string;
}

export interface AuthUrl {
  authUrl: string;
  authorizationEndpoint: string | undefined;
  sessionToken: string | undefined;
}

export interface CallbackParams {
  code: string | undefined;
  state: string | undefined;
  error: string | undefined;
  errorDescription: string | undefined;
}
