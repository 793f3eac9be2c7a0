import 'server-only';
import { TOKEN_ROLES } from '@headless/contract/constants';
import type { Tokens } from '@headless/sdk';
import { SESSION_COOKIE } from './constants';
import { parseCookieJson } from './cookie-json';
import { isOwnSession, type SessionOwner } from './session-owner';

const ROLES: ReadonlySet<string> = new Set(TOKEN_ROLES);
/** Long enough to outlive many access tokens; the refresh token renews them. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** Refresh a little before expiry, so a page never renders with a token about to lapse. */
export const REFRESH_MARGIN_SECONDS = 120;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The session cookie's value as Tokens, or null when it is missing, not JSON or the wrong shape. */
export function parseSession(raw: string | undefined | null): Tokens | null {
  const parsed = parseCookieJson(raw);
  if (!isRecord(parsed) || !isRecord(parsed.accessToken) || !isRecord(parsed.refreshToken)) {
    return null;
  }
  const { value, expiresAt } = parsed.accessToken;
  const { value: refresh, role } = parsed.refreshToken;
  if (typeof value !== 'string' || !value || typeof expiresAt !== 'number') return null;
  if (!Number.isFinite(expiresAt) || typeof refresh !== 'string' || !refresh) return null;
  if (typeof role !== 'string' || !ROLES.has(role)) return null;
  return {
    accessToken: { value, expiresAt },
    refreshToken: { value: refresh, role: role as Tokens['refreshToken']['role'] },
  };
}

/**
 * A session worth keeping: the right shape and an access token issued for the owner (the
 * configured client, on its site). A garbled token, or another client's, starts a fresh session
 * instead of failing every call later or serving another site.
 */
export function parseUsableSession(
  raw: string | undefined | null,
  owner: SessionOwner,
): Tokens | null {
  const tokens = parseSession(raw);
  return tokens && isOwnSession(tokens, owner) ? tokens : null;
}

/** When a member's session was last renewed (lib/session-renewal.ts), or null. */
export function parseRenewedAt(raw: string | undefined | null): number | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const value = isRecord(parsed) ? parsed.renewedAt : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function serializeSession(tokens: Tokens, renewedAt: number | null = null): string {
  return JSON.stringify({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    ...(renewedAt !== null && { renewedAt }),
  });
}

export function needsRefresh(tokens: Tokens, nowSeconds = Date.now() / 1000): boolean {
  return tokens.accessToken.expiresAt - REFRESH_MARGIN_SECONDS <= nowSeconds;
}

/** HTTPS directly or behind a proxy that says so. */
/** The protocol a proxy says the browser used: the first of an X-Forwarded-Proto list, lower-cased. */
export function forwardedProtocol(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

export function isSecureRequest(url: string | URL, forwardedProto: string | null): boolean {
  const proto = forwardedProtocol(forwardedProto);
  if (proto) return proto === 'https';
  return new URL(url).protocol === 'https:';
}

export function sessionCookieOptions(secure: boolean, maxAge = SESSION_MAX_AGE_SECONDS) {
  return {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge,
  };
}
