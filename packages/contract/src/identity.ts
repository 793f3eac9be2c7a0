import { z } from 'zod';
import { Timestamp } from './common';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/** Members' identity calls (docs/protocol.md §2.8, §5.4): register, login, verification, recovery. */
export const LoginId = z.looseObject({ email: z.string().max(MAX_EMAIL_LENGTH).optional() });

/** `{Recaptcha}` or `{InvisibleRecaptcha}`; the local platform accepts any token but `invalid`. */
export const CaptchaToken = z.looseObject({
  Recaptcha: z.string().max(MAX_TOKEN_LENGTH).optional(),
  InvisibleRecaptcha: z.string().max(MAX_TOKEN_LENGTH).optional(),
});

/** A member's profile as register sends it and the identity returns it; unknown keys are dropped. */
export const IdentityProfile = z.object({
  firstName: z.string().max(MAX_NAME_LENGTH).optional(),
  lastName: z.string().max(MAX_NAME_LENGTH).optional(),
  nickname: z.string().max(MAX_NAME_LENGTH).optional(),
  picture: z.string().max(MAX_URL_LENGTH).optional(),
  emails: z.array(z.string().max(MAX_EMAIL_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  phones: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  labels: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  language: z.string().max(MAX_NAME_LENGTH).optional(),
  privacyStatus: z.enum(['PUBLIC', 'PRIVATE', 'UNDEFINED']).optional(),
  customFields: z
    .array(z.object({ name: z.string().max(MAX_NAME_LENGTH), value: z.unknown() }))
    .max(MAX_LIST_ITEMS)
    .optional(),
});
export type IdentityProfile = z.infer<typeof IdentityProfile>;
/** @deprecated the register body's profile is the identity profile. */
export const RegisterProfile = IdentityProfile;

export const RegisterRequest = z.looseObject({
  loginId: LoginId.optional(),
  password: z.string().max(MAX_TOKEN_LENGTH).optional(),
  profile: RegisterProfile.optional(),
  captchaTokens: z.array(CaptchaToken).max(MAX_LIST_ITEMS).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.looseObject({
  loginId: LoginId.optional(),
  password: z.string().max(MAX_TOKEN_LENGTH).optional(),
  captchaTokens: z.array(CaptchaToken).max(MAX_LIST_ITEMS).optional(),
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
  id: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  revision: z.string().max(MAX_ID_LENGTH).optional(),
  email: z.object({ address: z.string().max(MAX_TEXT_LENGTH), isVerified: z.boolean() }),
  status: z.object({ name: IdentityStatusName, reasons: z.array(z.string().max(MAX_TEXT_LENGTH)) }),
  identityProfile: IdentityProfile,
});
export type Identity = z.infer<typeof Identity>;

/** The answer of register, login and verify: a state, and the token that state needs. */
export const StateMachineResponse = z.object({
  state: LoginState,
  sessionToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
  stateToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
  identity: Identity.optional(),
  additionalData: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
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
  code: z.string().max(MAX_TOKEN_LENGTH).optional(),
  stateToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
});
export const ResendRequest = z.looseObject({
  stateToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
});

export const SendRecoveryEmailRequest = z.looseObject({
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  language: z.string().max(MAX_NAME_LENGTH).optional(),
  redirect: z
    .looseObject({
      url: z.string().max(MAX_URL_LENGTH).optional(),
      clientId: z.string().max(MAX_ID_LENGTH).optional(),
    })
    .optional(),
});

export const RecoverRequest = z.looseObject({
  recoveryToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
  password: z.string().max(MAX_TOKEN_LENGTH).optional(),
});

export const ChangePasswordRequest = z.looseObject({
  newPassword: z.string().max(MAX_TOKEN_LENGTH).optional(),
});

export const SignOnRequest = z.looseObject({
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  loginId: LoginId.optional(),
});
export const SignOnResponse = z.object({ sessionToken: z.string().max(MAX_TOKEN_LENGTH) });

/** The `auth` redirect intent (docs/protocol.md §3.7). */
export const AuthRequest = z.looseObject({
  clientId: z.string().max(MAX_ID_LENGTH).optional(),
  responseType: z.string().max(MAX_NAME_LENGTH).optional(),
  redirectUri: z.string().max(MAX_URL_LENGTH).optional(),
  scope: z.string().max(MAX_TEXT_LENGTH).optional(),
  state: z.string().max(MAX_TOKEN_LENGTH).optional(),
  responseMode: z.string().max(MAX_TEXT_LENGTH).optional(),
  codeChallenge: z.string().max(MAX_TOKEN_LENGTH).optional(),
  codeChallengeMethod: z.string().max(MAX_TOKEN_LENGTH).optional(),
  sessionToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
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
  id: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  to: z.string().max(MAX_TEXT_LENGTH),
  subject: z.string().max(MAX_TEXT_LENGTH),
  kind: z.enum(['EMAIL_VERIFICATION', 'PASSWORD_RECOVERY', 'LOGIN_CODE', 'BOOKING_CONFIRMATION']),
  code: z.string().max(MAX_TOKEN_LENGTH).optional(),
  link: z.string().max(MAX_URL_LENGTH).optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;
