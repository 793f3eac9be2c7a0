import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../kernel/app-type';
import { applicationEnvelope } from '../http/envelope';
import { sendEnvelope } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The local tools' secret: in their forms, and in their URL when the platform is exposed. */
    toolsToken: string;
  }
}

export interface LocalToolsOptions {
  /** PLATFORM_TOOLS_TOKEN; each process makes its own when absent (memory is not shared). */
  token?: string;
  /** The platform listens beyond loopback: the tools' pages need the token too (Jupyter's). */
  requireTokenForPages?: boolean;
}

export const TOOLS_TOKEN_REQUIRED = 'TOOLS_TOKEN_REQUIRED';
export const TOOLS_TOKEN_PARAM = 'token';
const COOKIE = 'platform_tools';

/** The pages and actions only this local platform has (README "Security"). */
const TOOL_PATHS = ['/inspector', '/hosted/mail'];

export function isLocalToolPath(path: string): boolean {
  return TOOL_PATHS.some((tool) => path === tool || path.startsWith(`${tool}/`));
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** By the matched route, so `/%69nspector` counts too; by the path for preflights and 404s. */
export function isLocalToolRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return isLocalToolPath(route && route !== '*' ? route : decodedPath(request.url));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function isToolsToken(owner: { toolsToken: string }, candidate: unknown): boolean {
  return (
    typeof candidate === 'string' && timingSafeEqual(digest(candidate), digest(owner.toolsToken))
  );
}

function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return Buffer.from(value.join('='), 'base64url').toString();
  }
  return undefined;
}

/**
 * HttpOnly, SameSite=Strict, and only on the tools' paths (cookies ignore the port). Base64url, so
 * any PLATFORM_TOOLS_TOKEN is a valid cookie value.
 */
const toolCookies = (token: string) =>
  TOOL_PATHS.map(
    (path) =>
      `${COOKIE}=${Buffer.from(token).toString('base64url')}; Path=${path}; HttpOnly; SameSite=Strict`,
  );

function refuse(reply: FastifyReply, request: FastifyRequest, message: string) {
  request.log.info(`request refused: 403 ${TOOLS_TOKEN_REQUIRED}`);
  return sendEnvelope(reply, request, 403, applicationEnvelope(TOOLS_TOKEN_REQUIRED, message));
}

const PAGE_REFUSAL =
  'The local tools (inspector, mail outbox) need their token while the platform listens beyond ' +
  'loopback: open the inspector URL with ?token= that `npm start` (or the platform log) printed.';

const FORM_REFUSAL =
  "This form did not come from the platform's own page, or the platform restarted since " +
  '(its token is missing or out of date). Nothing was changed: reload the inspector and try again.';

/** `?token=` once: it becomes a cookie and the URL loses it (no token left in the history). */
function acceptQueryToken(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://platform.invalid');
  url.searchParams.delete(TOOLS_TOKEN_PARAM);
  return reply
    .code(303)
    .header('set-cookie', toolCookies(request.server.toolsToken))
    .header('cache-control', 'no-store')
    .header('location', `${url.pathname}${url.search}`)
    .send();
}

async function requirePageToken(request: FastifyRequest, reply: FastifyReply) {
  if (!isLocalToolRequest(request)) return;
  const query = request.query as Record<string, unknown>;
  const fromQuery = query[TOOLS_TOKEN_PARAM];
  if (fromQuery !== undefined) {
    if (isToolsToken(request.server, fromQuery) && request.method === 'GET')
      return acceptQueryToken(request, reply);
    return refuse(reply, request, PAGE_REFUSAL);
  }
  if (isToolsToken(request.server, cookieToken(request))) return;
  return refuse(reply, request, PAGE_REFUSAL);
}

/** A `preValidation` hook of every state-changing tool action: the page's own form carries the token. */
export async function requireFormToken(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as Record<string, unknown> | undefined;
  if (isToolsToken(request.server, body?.[TOOLS_TOKEN_PARAM])) return;
  return refuse(reply, request, FORM_REFUSAL);
}

export function localToolsPlugin(app: App, options: LocalToolsOptions = {}): void {
  app.decorate('toolsToken', options.token ?? randomBytes(24).toString('base64url'));
  if (options.requireTokenForPages) app.addHook('onRequest', requirePageToken);
}

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches the platform. */
export function isLoopbackAddress(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The inspector as the start banner prints it: with `?token=` when the tools need it. */
export function inspectorUrl(listenHost: string, port: number, token: string): string {
  const bare = listenHost.replace(/^\[(.*)\]$/, '$1');
  // Every interface: this machine's own loopback reaches it too.
  const host = ['0.0.0.0', '::'].includes(bare)
    ? '127.0.0.1'
    : bare.includes(':')
      ? `[${bare}]`
      : bare;
  const url = new URL(`http://${host}:${port}/inspector`);
  if (!isLoopbackAddress(listenHost)) url.searchParams.set(TOOLS_TOKEN_PARAM, token);
  return url.href;
}
