import type { FastifyRequest } from 'fastify';
import type { App } from '../kernel/app-type';
import { forwardedOriginOf } from './forwarded';
import { DEFAULT_TRUSTED_PROXIES, trustedPeerCheck } from './trusted-proxies';
import { HOST_SYNTAX } from './host-syntax';
import { cameThroughOwnFront } from './own-front';

declare module 'fastify' {
  interface FastifyInstance {
    /** How publicOriginOf answers: set once by publicOriginPlugin. */
    publicOriginPolicy: PublicOriginPolicy;
  }
}

export interface PublicOriginOptions {
  /** PLATFORM_PUBLIC_URL, already checked by publicUrlOf: every URL handed out starts with it. */
  publicUrl?: string;
  /** PLATFORM_TRUSTED_PROXIES entries (IPs or CIDRs), as listed; none when absent or empty. */
  trustedProxies?: readonly string[];
  /** The secret the platform's own TLS front sends (own-front.ts); `npm start` sets it. */
  frontToken?: string | undefined;
}

interface PublicOriginPolicy {
  publicUrl: string | undefined;
  /** Whose forwarded proto and host count: the listed proxies, loopback while none are listed. */
  isTrustedPeer: (address: string | undefined) => boolean;
  /** Whose forwarded client addresses count: the listed proxies only (client-address.ts). */
  isListedProxy: (address: string | undefined) => boolean;
  frontToken: string | undefined;
}

export function publicOriginPlugin(app: App, options: PublicOriginOptions = {}): void {
  const listed = options.trustedProxies ?? [];
  app.decorate('publicOriginPolicy', {
    publicUrl: options.publicUrl,
    isTrustedPeer: trustedPeerCheck(listed.length ? listed : DEFAULT_TRUSTED_PROXIES),
    isListedProxy: trustedPeerCheck(listed),
    frontToken: options.frontToken || undefined,
  });
}

const validProto = (proto: string | undefined) =>
  proto && /^https?$/i.test(proto) ? proto.toLowerCase() : undefined;

/**
 * `name[:port]` as a `Host` header could carry it (the host check's syntax), lower case, and one
 * URL accepts too (the syntax lets `[::::]` through): no link a browser rejects is handed out.
 */
function validHost(host: string | undefined): string | undefined {
  const match = host ? HOST_SYNTAX.exec(host.toLowerCase()) : null;
  const valid = match && Number(match[2] ?? 0) <= 65535 && URL.canParse(`http://${match[0]}`);
  return valid ? match[0] : undefined;
}

/**
 * The origin this platform has for the client: where hosted pages, login and recovery links
 * point. PLATFORM_PUBLIC_URL when set; else what a trusted proxy (the socket's peer, or the
 * platform's own TLS front) forwards,
 * proto and host each on its own, a malformed value ignored; else the request as received (its
 * `Host` passed the host check, plugins/host-check.ts, before any route ran).
 */
export function publicOriginOf(request: FastifyRequest): string {
  const { publicUrl, isTrustedPeer } = request.server.publicOriginPolicy;
  if (publicUrl) return publicUrl;
  const trusted = isTrustedPeer(request.socket.remoteAddress) || cameThroughOwnFront(request);
  const forwarded = trusted ? forwardedOriginOf(request.headers) : {};
  const proto = validProto(forwarded.proto) ?? request.protocol;
  const host = validHost(forwarded.host) ?? request.host;
  return `${proto}://${host}`;
}
