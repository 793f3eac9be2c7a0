import { LOGIN_CALLBACK_PATH } from '../constants';
import { isSandboxHost } from '../sandbox';

export const MEMBERS_PATH = '/members';

/**
 * Where the platform's logout page returns to: /members, marked so the page can say the member is
 * logged out (the platform's own return parameters differ between the local and the real one).
 */
export const LOGGED_OUT_PARAM = 'loggedOut';
export const LOGGED_OUT_PATH = `${MEMBERS_PATH}?${LOGGED_OUT_PARAM}=1`;

/**
 * Where a member goes back to after login: a same-origin path of this storefront, never an open
 * redirect or the callback itself; /members otherwise.
 */
export function memberReturnPath(to: unknown): string {
  if (typeof to !== 'string' || to.length > 500) return MEMBERS_PATH;
  if (!to.startsWith('/') || to.startsWith('//') || /[\\\s]/.test(to)) return MEMBERS_PATH;
  let target: URL;
  try {
    target = new URL(to, 'http://storefront.invalid');
  } catch {
    return MEMBERS_PATH;
  }
  if (target.origin !== 'http://storefront.invalid') return MEMBERS_PATH;
  if (target.pathname.startsWith(LOGIN_CALLBACK_PATH)) return MEMBERS_PATH;
  return `${target.pathname}${target.search}`;
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
