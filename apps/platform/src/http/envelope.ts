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

export function systemEnvelope(errorCode: string, message: string): ErrorEnvelope {
  return { message, details: { systemError: { errorCode } } };
}
