import { z } from 'zod';

/**
 * Members' identity calls (docs/protocol.md §2.8, §5.4): register, login, verification, recovery.
 */
export const LoginId = z.looseObject({ email: z.string().optional() });

/** `{Recaptcha}` or `{InvisibleRecaptcha}`; the local platform accepts any token but `invalid`. */
export const CaptchaToken = z.looseObject({
  Recaptcha: z.string().optional(),
  InvisibleRecaptcha: z.string().optional(),
});

/** A member's profile as register sends it and the identity returns it; unknown keys are dropped. */
export const IdentityProfile = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  nickname: z.string().optional(),
  picture: z.string().optional(),
  emails: z.array(z.string()).optional(),
  phones: z.array(z.string()).optional(),
  labels: z.array(z.string()).optional(),
  language: z.string().optional(),
  privacyStatus: z.enum(['PUBLIC', 'PRIVATE', 'UNDEFINED']).optional(),
  customFields: z.array(z.object({ name: z.string(), value: z.unknown() })).optional(),
});
export type IdentityProfile = z.infer<typeof IdentityProfile>;
/** @deprecated the register body's profile is the identity profile. */
export const RegisterProfile = IdentityProfile;

export const RegisterRequest = z.looseObject({
  loginId: LoginId.optional(),
  password: z.string().optional(),
  profile: RegisterProfile.optional(),
  captchaTokens: z.array(CaptchaToken).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.looseObject({
  loginId: LoginId.optional(),
  password: z.string().optional(),
  captchaTokens: z.array(CaptchaToken).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginState = z.enum([
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
  'REQUIRE_MFA',
  'UNKNOWN_STATE',
]);
export type LoginState = z.infer<typeof LoginState>;

export const IdentityStatusName = z.enum(['ACTIVE', 'PENDING', 'BLOCKED']);

export const Identity = z.object({
  id: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  revision: z.string().optional(),
  email: z.object({ address: z.string(), isVerified: z.boolean() }),
  status: z.object({ name: IdentityStatusName, reasons: z.array(z.string()) }),
  identityProfile: IdentityProfile,
});
export type Identity = z.infer<typeof Identity>;

/** The answer of register, login and verify: a state, and the token that state needs. */
export const StateMachineResponse = z.object({
  state: LoginState,
  sessionToken: z.string().optional(),
  stateToken: z.string().optional(),
  identity: Identity.optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});
export type StateMachineResponse = z.infer<typeof StateMachineResponse>;

/*
 * The request schemas above are lenient on purpose: a missing email or password must reach the
 * service and come back as the product's application error (docs/protocol.md §5.4, "Emulator
 * gotchas"), not as a validation error. What a client is meant to send is typed here.
 */
export interface LoginIdInput {
  email: string;
}
/** One captcha answer; the platform reads whichever key is present. */
export type CaptchaTokenInput = { Recaptcha: string } | { InvisibleRecaptcha: string };
export interface RegisterV2Request {
  loginId: LoginIdInput;
  password?: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaTokenInput[];
}
export interface LoginV2Request {
  loginId: LoginIdInput;
  password?: string;
  captchaTokens?: CaptchaTokenInput[];
}
export interface VerifyDuringAuthenticationRequest {
  code: string;
  stateToken: string;
}
export interface SendRecoveryEmailInput {
  email: string;
  language?: string;
  redirect?: { url?: string; clientId?: string };
}

export const VerifyRequest = z.looseObject({
  code: z.string().optional(),
  stateToken: z.string().optional(),
});
export const ResendRequest = z.looseObject({ stateToken: z.string().optional() });

export const SendRecoveryEmailRequest = z.looseObject({
  email: z.string().optional(),
  language: z.string().optional(),
  redirect: z
    .looseObject({ url: z.string().optional(), clientId: z.string().optional() })
    .optional(),
});

export const RecoverRequest = z.looseObject({
  recoveryToken: z.string().optional(),
  password: z.string().optional(),
});

export const ChangePasswordRequest = z.looseObject({ newPassword: z.string().optional() });

export const SignOnRequest = z.looseObject({
  memberId: z.string().optional(),
  loginId: LoginId.optional(),
});
export const SignOnResponse = z.object({ sessionToken: z.string() });

/** The `auth` redirect intent (docs/protocol.md §3.7). */
export const AuthRequest = z.looseObject({
  clientId: z.string().optional(),
  responseType: z.string().optional(),
  redirectUri: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().optional(),
  responseMode: z.string().optional(),
  codeChallenge: z.string().optional(),
  codeChallengeMethod: z.string().optional(),
  sessionToken: z.string().optional(),
});
export type AuthRequest = z.infer<typeof AuthRequest>;

export const AuthPrompt = z.enum(['login', 'none', 'consent', 'select_account']);
export type AuthPrompt = z.infer<typeof AuthPrompt>;
export const ResponseMode = z.enum(['query', 'fragment', 'web_message']);
export type ResponseMode = z.infer<typeof ResponseMode>;

/** The members account pages a `membersAccount {section}` redirect session opens. */
export const ACCOUNT_SECTIONS = [
  'ACCOUNT_INFO',
  'BOOKINGS',
  'ORDERS',
  'SUBSCRIPTIONS',
  'EVENTS',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/**
 * The caller's contact role on the site, derived from the identity: the site's owner and apps are
 * ADMIN, a logged-in member MEMBER, a visitor VISITOR until it left contact details on the site
 * (a booking or an order with an email), then CONTACT. Owner calls need ADMIN, member-only calls
 * MEMBER.
 */
export const ContactRole = z.enum(['ADMIN', 'MEMBER', 'VISITOR', 'CONTACT']);
export type ContactRole = z.infer<typeof ContactRole>;

/** One email the platform would have sent, kept in the local outbox instead. */
export const MailMessage = z.object({
  id: z.string(),
  createdDate: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(['EMAIL_VERIFICATION', 'PASSWORD_RECOVERY', 'LOGIN_CODE']),
  code: z.string().optional(),
  link: z.string().optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

/**
 * Application error codes of the identity calls: the real platform's numeric strings where the
 * SDK maps them (docs/protocol.md §5.4), our own names elsewhere.
 */
export const IdentityErrorCode = {
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  requestThrottled: '-19959',
  accessDenied: '-19956',
  invalidEmail: 'INVALID_EMAIL',
  recoveryTokenInvalid: '-19972',
  verificationFailed: 'EMAIL_VERIFICATION_FAILED',
  invalidStateToken: 'INVALID_STATE_TOKEN',
  invalidSessionToken: 'INVALID_SESSION_TOKEN',
  invalidGrant: 'INVALID_GRANT',
  invalidRedirectUri: 'INVALID_REDIRECT_URI',
  invalidAuthRequest: 'INVALID_AUTH_REQUEST',
  memberOnly: 'MEMBER_ONLY',
} as const;
