/**
 * A return or callback URL the SDK reads: absolute in a browser, but a server sees it as a path
 * (`/store?orderId=…`, `/login-callback?code=…`), so a placeholder base is allowed for.
 */
export const parseCallbackUrl = (url: string | URL): URL => new URL(url, 'http://callback.invalid');
