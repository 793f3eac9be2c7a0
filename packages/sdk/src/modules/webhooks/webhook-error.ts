/** Why a delivery was refused; each one is the sender's or the configuration's fault, never ours. */
export type WebhookRejection =
  | 'MISSING_PUBLIC_KEY'
  | 'INVALID_PUBLIC_KEY'
  | 'MALFORMED_TOKEN'
  | 'UNSUPPORTED_ALGORITHM'
  | 'INVALID_SIGNATURE'
  | 'TOKEN_EXPIRED'
  | 'EVENT_TOO_OLD'
  | 'ISSUED_IN_FUTURE'
  | 'MALFORMED_ENVELOPE'
  /** A `content-type` header other than text/plain: not a delivery of the platform. */
  | 'UNSUPPORTED_CONTENT_TYPE';

/**
 * A delivery that must not be trusted or cannot be read. Answer it with a 4xx: the platform
 * retries on failure, and a forged or stale delivery should not be acted upon.
 */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  readonly code: WebhookRejection;

  constructor(code: WebhookRejection, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function reject(code: WebhookRejection, message: string, cause?: unknown): never {
  throw new WebhookVerificationError(code, message, cause === undefined ? undefined : { cause });
}
