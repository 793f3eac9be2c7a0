import type { Tokens } from '@headless/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_CALLBACK_PATH, SESSION_COOKIE } from './lib/constants';
import { readEnv, type StorefrontEnv } from './lib/env';
import { foreignHostOf, hostRuleOf, misdirected } from './lib/host-check';
import { createAuthClient } from './lib/platform/clients';
import {
  logPlatformFailure,
  PROBLEM_HEADER,
  problemKindOf,
  type PlatformProblemKind,
} from './lib/platform/problems';
import {
  isSecureRequest,
  parseRenewedAt,
  parseUsableSession,
  serializeSession,
  sessionCookieOptions,
} from './lib/session';
import { learnClientSite, sessionOwner } from './lib/session-owner';
import {
  placedOrderOf,
  placedOrdersCookie,
  PLACED_ORDERS_COOKIE,
  withPlacedOrder,
} from './lib/account/placed-orders';
import {
  nextRenewedAt,
  sessionAction,
  sessionMaxAge,
  type SessionAction,
} from './lib/session-renewal';

type Outcome = { tokens: Tokens } | { problem: PlatformProblemKind };

/**
 * A response that sets or clears the session is this visitor's alone. Static pages (/about) are
 * otherwise sent with `s-maxage`, and a shared cache would hand one visitor's tokens to everyone;
 * Next keeps a Cache-Control the proxy set.
 */
const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** An access token the SDK takes as expired, so it makes the refresh grant even while valid. */
const asExpired = (tokens: Tokens): Tokens => ({
  ...tokens,
  accessToken: { ...tokens.accessToken, expiresAt: 0 },
});

/**
 * Refresh a session near expiry or renew a member's: one token call (a refresh token the platform
 * no longer accepts gets a new visitor's tokens in the same call: the SDK's refresh).
 */
async function obtainTokens(
  env: StorefrontEnv,
  current: Tokens,
  action: SessionAction,
): Promise<Outcome> {
  const given = action === 'renew' ? asExpired(current) : current;
  try {
    return { tokens: await createAuthClient(env, given).auth.generateVisitorTokens() };
  } catch (error) {
    logPlatformFailure('Refreshing the session failed', error);
    return { problem: problemKindOf(error) ?? 'failed' };
  }
}

function withSession(request: NextRequest, tokens: Tokens, renewedAt: number | null) {
  const value = serializeSession(tokens, renewedAt);
  request.cookies.set(SESSION_COOKIE, value);
  const response = NextResponse.next({ request: { headers: request.headers } });
  const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
  response.cookies.set({ ...sessionCookieOptions(secure, sessionMaxAge(renewedAt)), value });
  response.headers.set('cache-control', PRIVATE);
  return response;
}

function withoutSession(request: NextRequest, problem: PlatformProblemKind) {
  request.cookies.delete(SESSION_COOKIE);
  request.headers.set(PROBLEM_HEADER, problem);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.delete(SESSION_COOKIE);
  response.headers.set('cache-control', PRIVATE);
  return response;
}

/** Pages and server actions get a session; not route handlers, build assets or public files. */
const SESSION_PATHS = /^\/(?!api\/|_next\/static|_next\/image|.*\.[a-zA-Z0-9]+$)/;

/**
 * Session upkeep (issue item 8; lazy since issue 31 item 7): a request without a session goes on
 * without one and without a platform call, so a new visitor's first page waits for nothing; pages
 * read "no session" as an empty cart and no member, and the first change that needs a visitor
 * (add to cart, a booking, a reservation) starts the session and sets the cookie. A session the
 * proxy cannot use (garbled, another client's or site's) is dropped the same way. A usable one is
 * refreshed near expiry (a member's renewed every 7 days), set on the response for the browser
 * and on the forwarded request so this very render already uses it. When the platform cannot
 * refresh it, the request goes on without a session and the page explains why (item 17).
 */
async function sessionProxy(request: NextRequest): Promise<Response> {
  // The login callback writes the member's session itself: a session written here too would race
  // it in a second Set-Cookie.
  const { pathname } = request.nextUrl;
  if (pathname === LOGIN_CALLBACK_PATH || !SESSION_PATHS.test(pathname)) return NextResponse.next();
  // Only this proxy may tell the page that the platform failed.
  const forgedProblem = request.headers.has(PROBLEM_HEADER);
  request.headers.delete(PROBLEM_HEADER);
  const env = readEnv();
  const raw = request.cookies.get(SESSION_COOKIE)?.value;
  const current = parseUsableSession(raw, sessionOwner(env));
  if (!current) return raw === undefined ? passOn(request, forgedProblem) : dropped(request);
  const renewedAt = parseRenewedAt(raw);
  const action = sessionAction(current, renewedAt);
  if (action === 'keep') return passOn(request, forgedProblem);

  const outcome = await obtainTokens(env, current, action);
  if ('problem' in outcome) return withoutSession(request, outcome.problem);
  learnClientSite(env.clientId, outcome.tokens);
  return withSession(request, outcome.tokens, nextRenewedAt(outcome.tokens, action, renewedAt));
}

/** The request as it came, less a problem header the browser sent. */
function passOn(request: NextRequest, rewritten: boolean) {
  return rewritten
    ? NextResponse.next({ request: { headers: request.headers } })
    : NextResponse.next();
}

/** A session that cannot be used goes, in the browser and for this render: the visitor is new. */
function dropped(request: NextRequest) {
  request.cookies.delete(SESSION_COOKIE);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.delete(SESSION_COOKIE);
  response.headers.set('cache-control', PRIVATE);
  return response;
}

/** No page of the storefront may be framed (clickjacking), the 421 included. */
function unframeable(response: Response): Response {
  response.headers.set('content-security-policy', "frame-ancestors 'none'");
  response.headers.set('x-frame-options', 'DENY');
  return response;
}

/**
 * Every request passes here, route handlers and files included: a `Host` this storefront does not
 * answer gets 421 before any page or route runs (lib/host-check.ts); the rest gets its session
 * when it is a page, and every answer its framing rules.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const rule = hostRuleOf(process.env);
  const foreign = foreignHostOf(request.headers, rule);
  if (foreign !== undefined) return unframeable(misdirected(foreign, rule));
  return unframeable(rememberPlacedOrder(request, await sessionProxy(request)));
}

/** Back from the hosted checkout with an order: kept for the member's own area (lib/account). */
function rememberPlacedOrder(request: NextRequest, response: Response): Response {
  const orderId = placedOrderOf(request.nextUrl);
  if (!orderId || !(response instanceof NextResponse)) return response;
  const value = withPlacedOrder(request.cookies.get(PLACED_ORDERS_COOKIE)?.value, orderId);
  const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
  response.cookies.set(placedOrdersCookie(value, secure));
  response.headers.set('cache-control', PRIVATE);
  return response;
}
