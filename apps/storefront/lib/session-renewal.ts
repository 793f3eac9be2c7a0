import 'server-only';
import type { Tokens } from '@headless/sdk';
import { needsRefresh, SESSION_MAX_AGE_SECONDS } from './session';

/**
 * Session pre-warm (issue 6): the storefront renews a member's session, a refresh grant that also
 * starts a new cookie lifetime, at most once every 7 days. The session cookie carries when that
 * last happened (`renewedAt`, epoch seconds), so every instance of the storefront agrees.
 */
export const MEMBER_RENEWAL_SECONDS = 7 * 24 * 60 * 60;

/**
 * What the proxy does with a session:
 * - keep: nothing, no platform call;
 * - refresh: a new access token in the same session (a member's cookie keeps its marker and its
 *   end, so the session is not extended);
 * - renew: a member's session is due: new tokens, a new marker and a new cookie lifetime.
 */
export type SessionAction = 'keep' | 'refresh' | 'renew';

export function sessionAction(
  tokens: Tokens,
  renewedAt: number | null,
  nowSeconds = Date.now() / 1000,
): SessionAction {
  const member = tokens.refreshToken.role === 'member';
  // A marker from the future (a clock moved back, a hand-made cookie) counts as due.
  const due =
    renewedAt === null ||
    renewedAt > nowSeconds ||
    nowSeconds - renewedAt >= MEMBER_RENEWAL_SECONDS;
  if (member && due) return 'renew';
  return needsRefresh(tokens, nowSeconds) ? 'refresh' : 'keep';
}

/** The marker to write with new tokens: only a member's session carries one. */
export function nextRenewedAt(
  tokens: Tokens,
  action: SessionAction,
  previous: number | null,
  nowSeconds = Date.now() / 1000,
): number | null {
  if (tokens.refreshToken.role !== 'member') return null;
  return action === 'renew' || previous === null ? Math.floor(nowSeconds) : previous;
}

/**
 * How long the cookie may live from now: a visitor's is extended on every write; a member's ends
 * a fixed time after its last renewal, so only a renewal extends it.
 */
export function sessionMaxAge(renewedAt: number | null, nowSeconds = Date.now() / 1000): number {
  if (renewedAt === null) return SESSION_MAX_AGE_SECONDS;
  return Math.max(0, Math.floor(renewedAt + SESSION_MAX_AGE_SECONDS - nowSeconds));
}
