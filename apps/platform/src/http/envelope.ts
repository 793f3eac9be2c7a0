import type { ApplicationErrorCode, ErrorEnvelope, FieldViolation } from '@headless/contract';
import { validationMessage } from '../kernel/errors';

/** The wire envelopes (docs/protocol.md §6.1); every non-200 response body is one of these. */
export function applicationEnvelope(
  code: ApplicationErrorCode,
  message: string,
  data: Record<string, unknown> = {},
  description = message,
): ErrorEnvelope {
  return { message, details: { applicationError: { code, description, data } } };
}

export function validationEnvelope(fieldViolations: FieldViolation[]): ErrorEnvelope {
  return {
    message: validationMessage(fieldViolations),
    details: { validationError: { fieldViolations } },
  };
}

/**
 * The application code of a 4xx the framework or Node answers on its own (body parsing, content
 * type, a request that could not be read), named after its status; BAD_REQUEST for any other.
 */
const statusCodes: Record<number, ApplicationErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
};

export const statusErrorCode = (status: number): ApplicationErrorCode =>
  statusCodes[status] ?? 'BAD_REQUEST';

export function systemEnvelope(errorCode: string, message: string): ErrorEnvelope {
  return { message, details: { systemError: { errorCode } } };
}
