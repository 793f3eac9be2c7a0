import type { FastifyReply, FastifyRequest } from 'fastify';
import { messagePage } from '../checkout-view';
import { send } from '../ecom-replies';

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
 * The storefront on another port is "same-site", not same-origin: refused too.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  // Through URL, so `localhost:80` and `http://localhost` compare equal.
  const host = request.headers.host ? hostOf(`http://${request.headers.host}`) : undefined;
  if (!host) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin) return hostOf(origin) === host;
  const referer = request.headers.referer;
  return referer ? hostOf(referer) === host : false;
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
