import type { ActionError } from './types';

/**
 * A server action's error, thrown in the browser so useAsyncHandler sees the action fail (it
 * logs it and stops the spinner); the page reads the error back with `actionErrorOf`.
 */
export class ActionFailure extends Error {
  constructor(readonly error: ActionError) {
    super(error.message);
  }
}

/** The error a failed handler ends with: the action's own (with its code), else just a message. */
export function actionErrorOf(reason: unknown): ActionError {
  if (reason instanceof ActionFailure) return reason.error;
  return { message: reason instanceof Error ? reason.message : String(reason) };
}
