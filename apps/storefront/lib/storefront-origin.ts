import 'server-only';
import { sameSitePath } from './return-path';
import { forwardedProtocol } from './session';
/**
 * This storefront's origin as the browser sees it, from the request's headers: behind a proxy its
 * forwarded host and protocol (the first of a list), else the Host header. Hosted pages return to
 * URLs built on it, so it refuses to guess without a host.
 */
export function storefrontOrigin(headers: Headers): string {
  const host = first(headers.get('x-forwarded-host')) ?? first(headers.get('host'));
  if (!host) throw new Error('The request has no Host header to build the storefront URL from');
  const proto = forwardedProtocol(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return new URL(`${proto}://${host}`).origin;
}

/**
 * The absolute URL of one of this storefront's pages, for a hosted page to return to; the path
 * passes the one return-path rule (lib/return-path.ts) like every other way back.
 */
export function storefrontUrl(headers: Headers, path: string): URL {
  const page = sameSitePath(path);
  if (!page)
    throw new Error(`Not a path of this storefront: ${JSON.stringify(path.slice(0, 100))}`);
  return new URL(page, storefrontOrigin(headers));
}

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}
