import {
  CALLBACK_PARAMS,
  CallbackErrorCode,
  type CallbackStatus,
  type CallbackType,
} from '@headless/contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { redirectSessions } from '../db/schema/booking-records';
import { identityRedirects } from '../db/schema/identity';
import { PAYMENT_DECLINED } from './form-messages';

/**
 * The one place that builds the URLs a hosted page returns to the storefront with (README.md
 * "Return URLs"): the callback type and status first, then the flow's own parameters, which stay
 * as they were (orderId, bookingId, paymentStatus…) so older readers keep working.
 */
export type CallbackOutcome = {
  type: CallbackType;
  params?: Record<string, string>;
} & (
  { status: 'SUCCESS' | 'CANCELED' } | { status: 'ERROR'; error: string; errorDescription: string }
);

export type ErrorOutcome = CallbackOutcome & { status: 'ERROR' };

/** A checkout that ended without its purchase: the error code, its words, the flow's own ids. */
export const checkoutError = (
  error: string,
  errorDescription: string,
  params?: Record<string, string>,
): ErrorOutcome => ({
  type: 'CHECKOUT',
  status: 'ERROR',
  error,
  errorDescription,
  ...(params && { params }),
});

/**
 * A declined payment, as every hosted checkout reports it: nothing placed, `paymentStatus=DECLINED`
 * and then the flow's own ids.
 */
export const declinedOutcome = (params: Record<string, string>): ErrorOutcome =>
  checkoutError(CallbackErrorCode.paymentDeclined, PAYMENT_DECLINED.description, {
    paymentStatus: 'DECLINED',
    ...params,
  });

function callbackParams(outcome: CallbackOutcome): Record<string, string> {
  const error: Record<string, string> =
    outcome.status === 'ERROR'
      ? { error: outcome.error, errorDescription: outcome.errorDescription }
      : {};
  return {
    [CALLBACK_PARAMS.type]: outcome.type,
    [CALLBACK_PARAMS.status]: outcome.status,
    ...outcome.params,
    ...error,
  };
}

export function callbackUrl(target: string, outcome: CallbackOutcome): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(callbackParams(outcome))) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * The link every hosted page offers back to the site without finishing its flow: the session's
 * `postFlowUrl` (validated against the client's allowed domains when the session was made) with
 * a CANCELED callback, so the storefront can say "canceled" and keep the cart or the selection.
 */
export function cancelUrl(
  callbacks: { postFlowUrl?: string | undefined },
  type: CallbackType = 'CHECKOUT',
): string | undefined {
  const target = callbacks.postFlowUrl;
  return target ? callbackUrl(target, { type, status: 'CANCELED' }) : undefined;
}

/** Which table holds the session: checkout intents, or the identity ones (login, logout, auth). */
export type SessionRef = { id: string; kind: 'checkout' | 'identity' };

/**
 * Keeps how the session ended. The first final status is the one kept: a session that returned
 * SUCCESS (an order placed) stays SUCCESS when its page is opened again later.
 */
export async function recordCallback(
  db: Db,
  session: SessionRef,
  type: CallbackType,
  status: CallbackStatus,
): Promise<void> {
  const table = session.kind === 'checkout' ? redirectSessions : identityRedirects;
  await db
    .update(table)
    .set({ callbackType: type, callbackStatus: status, completedAt: sql`now()` })
    .where(
      and(
        eq(table.id, session.id),
        or(isNull(table.callbackStatus), ne(table.callbackStatus, 'SUCCESS')),
      ),
    );
}

/** Records the outcome, then 303 to the target with the callback parameters. */
export async function returnTo(
  reply: FastifyReply,
  session: SessionRef,
  target: string,
  outcome: CallbackOutcome,
) {
  await recordCallback(reply.server.db, session, outcome.type, outcome.status);
  return reply
    .code(303)
    .header('location', callbackUrl(target, outcome))
    .header('cache-control', 'no-store')
    .send();
}

export const checkoutRef = (session: { id: string }): SessionRef => ({
  id: session.id,
  kind: 'checkout',
});
export const identityRef = (session: { id: string }): SessionRef => ({
  id: session.id,
  kind: 'identity',
});
