/**
 * Identity (members, login, OAuth): the real platform's numeric strings where the SDK maps them
 * (docs/protocol.md §5.4), our own names elsewhere.
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
  /** The token endpoint: a grant_type the local platform does not implement (400). */
  unsupportedGrantType: 'UNSUPPORTED_GRANT_TYPE',
  memberOnly: 'MEMBER_ONLY',
  /** The member of a session or token does not exist (any more) on the site (404). */
  memberNotFound: 'MEMBER_NOT_FOUND',
} as const;
