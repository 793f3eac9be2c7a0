import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOriginOf } from '../../http/public-origin';
import { messagePage } from '../bookings/checkout-view';
import { send } from '../store/ecom-replies';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * The inspector's forms change state, so a POST must come from a page of this platform (and carry
 * its token, plugins/local-tools.ts): `Sec-Fetch-Site` when the browser sends it, else `Origin`,
 * else `Referer`.
 * The storefront on another port is "same-site", not same-origin: refused too. Behind a proxy the
 * browser's page is on the public origin, not on the `Host` the proxy sends: that counts too.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  // Through URL, so `localhost:80` and `http://localhost` compare equal.
  const host = request.headers.host ? hostOf(`http://${request.headers.host}`) : undefined;
  if (!host) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const from = request.headers.origin || request.headers.referer;
  const fromHost = from ? hostOf(from) : undefined;
  return fromHost === host || fromHost === hostOf(publicOriginOf(request));
}

/** An `onRequest` hook for the inspector's POST routes. */
export async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (isSameOrigin(request)) return;
  return send(
    reply,
    403,
    messagePage(
      'Request refused',
      'The inspector only accepts its forms from its own pages. Open the inspector and use the button there.',
      { href: '/inspector', label: 'Open the inspector' },
    ),
  );
}
