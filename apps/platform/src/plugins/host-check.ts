import type { AddressInfo } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../kernel/app-type';
import { applicationEnvelope } from '../http/envelope';
import { sendEnvelope } from './error-handler';
import { HOST_SYNTAX } from '../http/host-syntax';

export const MISDIRECTED_REQUEST = 'MISDIRECTED_REQUEST';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface HostRule {
  /** The port this platform listens on; undefined before it listens (in-process tests). */
  port: number | undefined;
  /** PLATFORM_ALLOWED_HOSTS entries, lower case: `name` (any port) or `name:port`. */
  allowedHosts: readonly string[];
  /** The public origin's exact `Host` values (http/public-url.ts `publicHostsOf`). */
  publicHosts?: readonly string[];
}

/**
 * Whether a `Host` header names this platform: a loopback name on its own port (any port while it
 * does not listen), an allowed host, or the public origin's host. A missing port means 80, as the
 * browser meant it, except for the public origin, whose scheme may be https.
 */
export function isAllowedHost(header: string | undefined, rule: HostRule): boolean {
  const match = header ? HOST_SYNTAX.exec(header.toLowerCase()) : null;
  if (!match) return false;
  if (rule.publicHosts?.includes(match[0])) return true;
  const name = match[1]!;
  const port = Number(match[2] ?? 80);
  if (LOOPBACK_NAMES.has(name) && (rule.port === undefined || rule.port === port)) return true;
  return rule.allowedHosts.some((entry) => entry === name || entry === `${name}:${port}`);
}

function refusal(header: string | undefined, port: number | undefined): string {
  const own = `localhost, 127.0.0.1 and [::1]${port === undefined ? '' : ` on port ${port}`}`;
  const what = header ? `the host "${header.slice(0, 200)}"` : 'a request without a Host header';
  return (
    `This platform does not answer ${what}: it answers ${own}. ` +
    'To reach it under another name, list that name (or name:port) in PLATFORM_ALLOWED_HOSTS.'
  );
}

function listeningPort(app: App): number | undefined {
  const address: AddressInfo | string | null = app.server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/**
 * 421 for any other `Host`, before any route, CORS preflight or not-found answer runs: a DNS
 * rebinding page reaches this port under its own name and gets nothing (Vite's `allowedHosts`).
 */
export function hostCheckPlugin(
  app: App,
  allowedHosts: readonly string[] = [],
  publicHosts: readonly string[] = [],
): void {
  let port: number | undefined;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    port ??= listeningPort(app);
    const header = request.headers.host;
    if (isAllowedHost(header, { port, allowedHosts, publicHosts })) return;
    const message = refusal(header, port);
    request.log.info({ host: header }, 'request refused: 421 misdirected');
    return sendEnvelope(reply, request, 421, applicationEnvelope(MISDIRECTED_REQUEST, message));
  });
}
