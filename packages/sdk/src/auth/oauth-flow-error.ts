/** A member login flow that went wrong on this side of the wire: no platform response to map. */
export class OAuthFlowError extends Error {
  override name = 'OAuthFlowError';
  readonly code: OAuthFlowErrorCode;

  constructor(code: OAuthFlowErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export type OAuthFlowErrorCode =
  /** The callback's `state` is not the one this login started with (a forged or crossed callback). */
  | 'STATE_MISMATCH'
  /** The silent flow got no answer within 120000 ms. */
  | 'TIMEOUT'
  /** The platform answered the login with `error` instead of a code. */
  | 'AUTHORIZATION_FAILED'
  /** A browser-only call ran without a `window`. */
  | 'NOT_IN_BROWSER'
  /** `processVerification` without a login or registration waiting for a code. */
  | 'NO_VERIFICATION_PENDING';
