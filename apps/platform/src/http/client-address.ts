import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forwardedForOf } from './forwarded';
import { cameThroughOwnFront } from './own-front';

/**
 * The address of the client that made the request, for limits kept per client (the login
 * throttle). The socket's peer, unless the peer is a proxy PLATFORM_TRUSTED_PROXIES lists, or the
 * platform's own TLS front (own-front.ts): then the forwarded addresses are read from the nearest
 * hop outwards, past every listed proxy, and the first other one is the client. Loopback counts
 * only when listed: otherwise any process on this machine could send each guess under a new
 * address. An entry that is not an address (`unknown`, an obfuscated name, garbage) stops the walk
 * at the hop that reported it, so no client can pick its own key by sending one. Fastify's
 * trustProxy stays off on purpose: it would trust every peer's headers or a fixed hop count, not
 * this list.
 */
export function clientAddressOf(request: FastifyRequest): string {
  const { isListedProxy } = request.server.publicOriginPolicy;
  let client = request.socket.remoteAddress ?? request.ip;
  const reported = forwardedForOf(request.headers);
  let trusted = isListedProxy(client) || cameThroughOwnFront(request);
  while (trusted && reported.length) {
    const next = reported.pop()!;
    if (!isIP(next)) break;
    client = next;
    trusted = isListedProxy(client);
  }
  return client;
}
