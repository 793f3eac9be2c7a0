import 'server-only';
import type { CallbackParams, OAuthData } from '@headless/sdk/identity';
import { LOGIN_CALLBACK_PATH } from '../constants';
import { parseCookieJson } from '../cookie-json';

/**
 * The PKCE verifier and state of a login in progress, kept server-side in an HttpOnly cookie that
 * only the callback receives, never in the URL (docs/protocol.md §5.4).
 */
export const LOGIN_COOKIE = 'member_login';
/** The hosted login's codes live 5 minutes; a login left open longer starts again. */
const LOGIN_COOKIE_MAX_AGE_SECONDS = 15 * 60;

export function loginCookieOptions(secure: boolean) {
  return {
    name: LOGIN_COOKIE,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: LOGIN_CALLBACK_PATH,
    maxAge: LOGIN_COOKIE_MAX_AGE_SECONDS,
  };
}

const FIELDS = ['redirectUri', 'originalUri', 'codeVerifier', 'codeChallenge', 'state'] as const;

export function serializeLoginData(data: OAuthData): string {
  return JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, data[f]])));
}

/** The cookie's OAuth data, or null when it is missing or not ours. */
export function parseLoginData(raw: string | undefined | null): OAuthData | null {
  const parsed = parseCookieJson(raw);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  if (!FIELDS.every((f) => typeof record[f] === 'string')) return null;
  if (!record.state || !record.codeVerifier) return null;
  return record as unknown as OAuthData;
}

export type LoginFailureKind =
  'denied' | 'no-login' | 'state-mismatch' | 'missing-code' | 'exchange-failed';

export type CallbackCheck =
  | { ok: true; code: string; state: string; oauthData: OAuthData }
  | { ok: false; kind: LoginFailureKind; error?: string };

const OAUTH_ERROR = /^[a-z_]{1,40}$/;

/** Whether a callback belongs to the login this browser started, before any platform call. */
export function checkCallback(params: CallbackParams, stored: OAuthData | null): CallbackCheck {
  if (params.error) {
    const error = OAUTH_ERROR.test(params.error) ? params.error : undefined;
    return { ok: false, kind: 'denied', ...(error && { error }) };
  }
  if (!stored) return { ok: false, kind: 'no-login' };
  if (!params.state || params.state !== stored.state) return { ok: false, kind: 'state-mismatch' };
  if (!params.code) return { ok: false, kind: 'missing-code' };
  return { ok: true, code: params.code, state: params.state, oauthData: stored };
}
