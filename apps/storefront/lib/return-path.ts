/**
 * The one rule for every redirect the storefront makes from user input (the session reset's `to`,
 * the login's return, the hosted flows' return pages): a path of this storefront, or nothing.
 */

/** Stands in for this storefront's origin: only the path and query are kept, never the host. */
const HERE = 'http://storefront.invalid';

/** Longer values are refused outright: no page of the storefront needs one, and parsing is work. */
export const MAX_RETURN_PATH_LENGTH = 2000;

/**
 * `to` as the browser will read it, normalised (dot segments, `%2e`, backslashes, tabs and
 * newlines resolved as the URL parser does), when that result is a path on this origin: a path
 * starting with `//` or `/\` would be protocol-relative in a `Location`, so it is refused too. The
 * check is made on what is returned, never on the raw value (`/.//evil.example` normalises to
 * `//evil.example`). Undefined otherwise; the fragment is dropped.
 */
export function sameSitePath(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.length > MAX_RETURN_PATH_LENGTH || !to.startsWith('/'))
    return undefined;
  let target: URL;
  try {
    target = new URL(to, HERE);
  } catch {
    return undefined;
  }
  const path = `${target.pathname}${target.search}`;
  if (target.origin !== HERE || /^\/[/\\]/.test(path)) return undefined;
  // What the browser makes of the result, read back: the same origin, the same path.
  const reread = new URL(path, HERE);
  return reread.origin === HERE && `${reread.pathname}${reread.search}` === path ? path : undefined;
}

/** A same-origin path to go back to, never an open redirect: `/` when `to` is not one. */
export function safeReturnPath(to: string | null): string {
  return sameSitePath(to) ?? '/';
}
