import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_TRUSTED_PROXIES, trustedPeerCheck } from './trusted-proxies';

/**
 * The header the platform's own TLS front (packages/local-platform/tls-front.js) adds to every
 * request it forwards, carrying the secret it was started with; it drops any the client sent.
 */
export const OWN_FRONT_HEADER = 'x-local-platform-front';

const isLoopback = trustedPeerCheck(DEFAULT_TRUSTED_PROXIES);

/**
 * Whether the request came through the platform's own TLS front: from loopback, with the secret
 * `npm start` gave both (`frontToken`). Another process on this machine does not know it.
 */
export function cameThroughOwnFront(request: FastifyRequest): boolean {
  const { frontToken } = request.server.publicOriginPolicy;
  const sent = request.headers[OWN_FRONT_HEADER];
  if (!frontToken || typeof sent !== 'string' || !isLoopback(request.socket.remoteAddress))
    return false;
  const given = Buffer.from(sent);
  const expected = Buffer.from(frontToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
