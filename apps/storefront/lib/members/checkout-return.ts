const OAUTH_PARAMS = ['code', 'state'];
/** The parameter every hosted return names its kind with (the SDK's parseCallback reads it). */
const CALLBACK_TYPE = 'callbackType';

/**
 * A hosted checkout the buyer logged in on comes back through /login-callback with the login's
 * `code` and `state` and then the checkout's own return (`callbackType=CHECKOUT`, `status`,
 * `orderId`…, docs/protocol.md §3.7). Its `error` names a checkout failure (a declined payment),
 * not a refused login: the login check reads only the code and state, and the checkout's
 * parameters go on to the page the checkout returns to.
 */
export function splitCheckoutReturn(url: string): {
  loginUrl: string;
  checkoutParams: URLSearchParams;
} {
  const parsed = new URL(url);
  const checkoutParams = new URLSearchParams();
  if (parsed.searchParams.get(CALLBACK_TYPE) !== 'CHECKOUT')
    return { loginUrl: url, checkoutParams };
  const login = new URL(parsed.pathname, parsed.origin);
  for (const [key, value] of parsed.searchParams) {
    if (OAUTH_PARAMS.includes(key)) login.searchParams.set(key, value);
    else checkoutParams.append(key, value);
  }
  return { loginUrl: login.toString(), checkoutParams };
}

/** A storefront path with these parameters added to its own. */
export function withParams(path: string, params: URLSearchParams): string {
  if ([...params.keys()].length === 0) return path;
  const url = new URL(path, 'http://storefront.invalid');
  for (const [key, value] of params) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
