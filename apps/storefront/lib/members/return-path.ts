import { LOGIN_CALLBACK_PATH } from '../constants';
import { sameSitePath } from '../return-path';
import { isSandboxHost } from '../sandbox';

export const MEMBERS_PATH = '/members';

/**
 * Where the platform's logout page returns to: /members, marked so the page can say the member is
 * logged out (the platform's own return parameters differ between the local and the real one).
 */
export const LOGGED_OUT_PARAM = 'loggedOut';
export const LOGGED_OUT_PATH = `${MEMBERS_PATH}?${LOGGED_OUT_PARAM}=1`;

/**
 * Where a member goes back to after login (or a canceled one): a path of this storefront by the
 * one return-path rule, never the callback itself; /members otherwise.
 */
export function memberReturnPath(to: unknown): string {
  const path = sameSitePath(to);
  return path && !path.startsWith(LOGIN_CALLBACK_PATH) ? path : MEMBERS_PATH;
}

/**
 * The redirect URL the login-info modal names when a member starts a login in a CodeSandbox
 * preview (whose URL no OAuth app allows yet), or null: not a sandbox, or dismissed for good.
 */
export function loginInfoRedirectUrl(
  location: Pick<URL, 'hostname' | 'origin'>,
  dismissed: boolean,
): string | null {
  if (dismissed || !isSandboxHost(location.hostname)) return null;
  return `${location.origin}${LOGIN_CALLBACK_PATH}`;
}
