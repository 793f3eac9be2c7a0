import type { FieldViolation } from '@headless/contract';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import { mapFieldPath, type FieldMap } from './field-map';
import { statusTextOf, upperSnake } from './status-text';

/** What the error factory needs from a failed response; built from a `Response` by `readFailure`. */
export interface Failure {
  status: number;
  statusText: string;
  requestId: string | undefined;
  /** Parsed JSON when the body was JSON, the raw text otherwise, undefined when empty. */
  body: unknown;
}

interface ErrorInit {
  message: string;
  code: string;
  status?: number | undefined;
  requestId?: string | undefined;
  details?: unknown;
  body?: unknown;
  cause?: unknown;
}

/** Every failure of a platform call (docs/interfaces.md "Errors"). */
export class PlatformError extends Error {
  override name = 'PlatformError';
  readonly code: string;
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  readonly details: unknown;
  readonly body: unknown;

  constructor(init: ErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.details = init.details;
    this.body = init.body;
  }
}

export class ValidationError extends PlatformError {
  override name = 'ValidationError';
  /** Sorted by field, with field names mapped back to the method's argument names. */
  readonly fieldViolations: FieldViolation[];

  constructor(init: ErrorInit & { fieldViolations: FieldViolation[] }) {
    super(init);
    this.fieldViolations = init.fieldViolations;
  }
}

export class ApplicationError extends PlatformError {
  override name = 'ApplicationError';
  readonly description: string;
  readonly data: Record<string, unknown>;

  constructor(init: ErrorInit & { description: string; data?: Record<string, unknown> }) {
    super(init);
    this.description = init.description;
    this.data = init.data ?? {};
  }
}

export class SystemError extends PlatformError {
  override name = 'SystemError';
}

/** ConnectionError's code: the SDK's own, never sent by the platform. */
export const CONNECTION_FAILED = 'CONNECTION_FAILED';

/** The platform could not be reached at all (DNS, refused or reset connection), after retries. */
export class ConnectionError extends SystemError {
  override name = 'ConnectionError';
  readonly baseUrl: string;

  constructor(init: { url: string; baseUrl: string; cause: unknown }) {
    super({
      message: `Could not reach the platform at ${init.url}: ${describeCause(init.cause)}`,
      code: CONNECTION_FAILED,
      cause: init.cause,
    });
    this.baseUrl = init.baseUrl;
  }
}

/**
 * The one error factory: a failed response → the class, code and message of docs/protocol.md "Our
 * decisions".
 */
export function errorFromFailure(failure: Failure, fieldMap: FieldMap = {}): PlatformError {
  const envelope = asRecord(failure.body);
  const details = asRecord(envelope?.details);
  const base = {
    status: failure.status,
    requestId: failure.requestId,
    body: failure.body,
    details,
  };
  const validation = asRecord(details?.validationError);
  if (validation && Array.isArray(validation.fieldViolations)) {
    const fieldViolations = (validation.fieldViolations as FieldViolation[])
      .map((v) => ({ ...v, field: mapFieldPath(String(v.field ?? ''), fieldMap) }))
      .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const list = fieldViolations.map((v) => `"${v.field}" ${v.description}`).join(', ');
    const code = PlatformErrorCode.invalidArgument;
    const message = `${code}: ${list}`;
    return new ValidationError({ ...base, message, code, fieldViolations });
  }
  const serverMessage = typeof envelope?.message === 'string' ? envelope.message : undefined;
  const application = asRecord(details?.applicationError);
  if (application) {
    const description = String(application.description ?? '');
    const code = String(application.code ?? 'UNKNOWN');
    const data = asRecord(application.data);
    const message = joinMessage(serverMessage ?? description, description);
    return new ApplicationError({ ...base, message, code, description, data });
  }
  if (failure.status >= 400 && failure.status < 500) {
    const description = failure.statusText || statusTextOf(failure.status);
    const message = joinMessage(serverMessage ?? description, description);
    return new ApplicationError({ ...base, message, code: upperSnake(description), description });
  }
  const suffix = failure.requestId ? `, request-id: ${failure.requestId}` : '';
  const errorCode = asRecord(details?.systemError)?.errorCode;
  const code = typeof errorCode === 'string' ? errorCode : 'UNKNOWN';
  return new SystemError({ ...base, message: `System error occurred${suffix}`, code });
}

/** Reads a failed `Response` (any status but a JSON 200) and maps it. */
export async function errorFromResponse(response: Response, fieldMap?: FieldMap) {
  return errorFromFailure(await readFailure(response), fieldMap);
}

export async function readFailure(response: Response): Promise<Failure> {
  const text = await response.text().catch(() => '');
  return {
    status: response.status,
    statusText: response.statusText,
    requestId: response.headers.get('x-wix-request-id') ?? undefined,
    body: parseJson(text) ?? (text === '' ? undefined : text),
  };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function joinMessage(message: string, description: string) {
  return description && description !== message ? `${message}: ${description}` : message;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = (cause as { cause?: unknown }).cause;
  const code = inner && typeof inner === 'object' ? (inner as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? `${cause.message} (${code})` : cause.message;
}
