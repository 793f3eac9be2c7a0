import type { LoginFailureKind } from './login-data';
import { firstParam, type SearchParams } from '../search-params';

export const LOGIN_FAILED_PATH = '/login-callback/failed';

const MESSAGES: Record<LoginFailureKind, string> = {
  denied: 'The platform did not log you in.',
  'no-login':
    'This browser has no login in progress: it expired after 15 minutes, or was already completed.',
  'state-mismatch':
    'The login answer does not belong to the login this browser started, so it was ignored.',
  'missing-code': 'The platform came back without a login code.',
  'exchange-failed':
    'The platform refused the login code: it expired, was already used, or belongs to another login.',
};

export function isLoginFailureKind(value: unknown): value is LoginFailureKind {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The sentence the failure page shows; the OAuth `error` code only when it is a plain word. */
export function loginFailureMessage(kind: LoginFailureKind, error?: string): string {
  const base = MESSAGES[kind];
  return kind === 'denied' && error && /^[a-z_]{1,40}$/.test(error) ? `${base} (${error})` : base;
}

export function loginFailedUrl(kind: LoginFailureKind, error?: string): string {
  const params = new URLSearchParams({ reason: kind, ...(error && { error }) });
  return `${LOGIN_FAILED_PATH}?${params}`;
}

/** The failure page's sentence, from its query; an unknown reason reads as a refused code. */
export function loginFailureOf(params: SearchParams): string {
  const reason = firstParam(params.reason);
  const kind = isLoginFailureKind(reason) ? reason : 'exchange-failed';
  return loginFailureMessage(kind, firstParam(params.error));
}
