import { CONNECTION_FAILED } from '@headless/sdk';
import type { ActionError } from './types';

/** Every example's advice when the platform cannot be reached, whatever its own table says. */
const UNREACHABLE_ADVICE: Readonly<Record<string, string>> = {
  [CONNECTION_FAILED]: 'Check that the platform is running, then try again.',
};

/**
 * Appends to an error's message what the person can do about it, looked up by the platform's
 * code in `advice` (one table per example, with UNREACHABLE_ADVICE added). Idempotent: advice
 * already in the message is not added again.
 */
export function adviceAdder(examplesAdvice: Readonly<Record<string, string>>) {
  const advice = { ...examplesAdvice, ...UNREACHABLE_ADVICE };
  return function withAdvice(error: ActionError): ActionError {
    const hint = error.code ? advice[error.code] : undefined;
    return hint && !error.message.includes(hint)
      ? { ...error, message: `${error.message.replace(/\.$/, '')}. ${hint}` }
      : error;
  };
}
