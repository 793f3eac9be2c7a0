import 'server-only';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import { CONNECTION_FAILED } from '@headless/sdk';
import { errorCode, logPlatformFailure, problemKindOf } from '../platform/problems';
import type { ActionError } from './types';

/** An argument the action refuses before asking the platform. */
export function invalidArgument(message: string): { error: ActionError } {
  return { error: { code: PlatformErrorCode.invalidArgument, message } };
}

/** A failure as the page shows it; the platform's own code is kept for the premium modal. */
export function toActionError(error: unknown): ActionError {
  if (problemKindOf(error) === 'unreachable') {
    return { code: CONNECTION_FAILED, message: 'The storefront cannot reach the platform.' };
  }
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  const code = errorCode(error);
  return code ? { code, message } : { message };
}

/** An answer the platform meant (a code, like PREMIUM_REQUIRED) is one line; anything else a stack. */
export function logActionFailure(context: string, error: unknown): void {
  const code = errorCode(error);
  if (code && error instanceof Error && !problemKindOf(error)) {
    console.error(`${context}: ${code}: ${error.message}`);
  } else {
    logPlatformFailure(context, error);
  }
}
