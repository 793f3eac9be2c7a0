// What the webhooks tests check of a refused delivery: that it is refused, and with which code.
import { expect } from 'vitest';
import { WebhookVerificationError } from '../src/modules/webhooks/index';

/** The code of the WebhookVerificationError `promise` rejects with; anything else fails the test. */
export async function rejectionCode(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).code;
}
