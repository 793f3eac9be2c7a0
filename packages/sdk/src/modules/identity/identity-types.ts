// Wire types of the identity calls (protocol.md §2.8, §5.4). Defined here until the contract has
// them: LoginId, CaptchaToken, StateMachineResponse, RegisterV2Request, LoginV2Request,
// SendRecoveryEmailRequest and VerifyDuringAuthenticationRequest should move to
// packages/contract/src/identity.ts.

export interface LoginId {
  email: string;
}

/** One captcha answer; the platform reads whichever key is present. */
export type CaptchaToken = { Recaptcha: string } | { InvisibleRecaptcha: string };

export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  emails?: string[];
  phones?: string[];
  labels?: string[];
  language?: string;
  privacyStatus?: 'PUBLIC' | 'PRIVATE' | 'UNDEFINED';
  customFields?: { name: string; value: unknown }[];
}

export interface Identity {
  id?: string;
  createdDate?: string;
  updatedDate?: string;
  revision?: string;
  identityProfile?: IdentityProfile;
  status?: { name?: string; reasons?: string[] };
  email?: { address?: string; isVerified?: boolean };
}

export type AuthenticationState =
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MISSING_FIELDS'
  | 'REQUIRE_MFA'
  | 'UNKNOWN_STATE';

/** What register, login and verify answer: a state machine step. */
export interface StateMachineResponse {
  state: AuthenticationState;
  sessionToken?: string;
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
}

export interface RegisterV2Request {
  loginId: LoginId;
  password?: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
}

export interface LoginV2Request {
  loginId: LoginId;
  password?: string;
  captchaTokens?: CaptchaToken[];
}

export interface SendRecoveryEmailRequest {
  email: string;
  language?: string;
  redirect?: { url?: string; clientId?: string };
}

export interface VerifyDuringAuthenticationRequest {
  code: string;
  stateToken: string;
}
