import type { ApplicationErrorCode, FieldViolation } from '@headless/contract';

/**
 * Every failure a handler can raise on purpose; the error handler turns it into the envelope
 * (docs/protocol.md §6.1).
 */
export type ErrorKind =
  | 'INVALID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION'
  | 'TOO_LARGE'
  | 'METHOD_NOT_ALLOWED';

/** The one map from kind to HTTP status. */
export const statusOfKind: Record<ErrorKind, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION: 428,
  TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
};

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly description: string;

  constructor(
    readonly kind: ErrorKind,
    readonly code: ApplicationErrorCode,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.description = message;
  }

  get status(): number {
    return statusOfKind[this.kind];
  }
}

/**
 * A refusal the hosted pages show the buyer in place of failing the request: a DomainError under 500
 * (anything else is rethrown and answered by the error handler).
 */
export const isRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.status < 500;

/** A hand-made validation failure: rendered as `details.validationError`, not as an application error. */
export class RequestValidationError extends DomainError {
  constructor(readonly fieldViolations: FieldViolation[]) {
    super('INVALID', 'INVALID_ARGUMENT', validationMessage(fieldViolations));
  }
}

export function validationMessage(violations: FieldViolation[]): string {
  const parts = violations.map((v) => `"${v.field}" ${v.description}`);
  return `INVALID_ARGUMENT: ${parts.join(', ')}`;
}

type Factory = (
  code: ApplicationErrorCode,
  message: string,
  data?: Record<string, unknown>,
) => DomainError;

const factory =
  (kind: ErrorKind): Factory =>
  (code, message, data) =>
    new DomainError(kind, code, message, data);

export const notFound = factory('NOT_FOUND');
export const conflict = factory('CONFLICT');
export const forbidden = factory('FORBIDDEN');
export const unauthenticated = factory('UNAUTHENTICATED');
/** An application-level bad request (400 with `applicationError`), e.g. INVALID_CLIENT_ID. */
export const invalid = factory('INVALID');
export const precondition = factory('PRECONDITION');

export function validationError(violations: FieldViolation[]): RequestValidationError {
  return new RequestValidationError([...violations].sort(byField));
}

export function byField(a: FieldViolation, b: FieldViolation): number {
  return a.field < b.field ? -1 : a.field > b.field ? 1 : 0;
}
