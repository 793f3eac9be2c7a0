import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { App } from '../../kernel/app-type';
import { redirectSessions } from '../../db/schema/booking-records';
import type { IdentityRedirectRow, MemberRow } from '../../db/schema/identity';
import type { IdentityType } from '../../http/auth-context';
import { identityRef, recordCallback } from '../callback';
import { redirect } from '../store/ecom-replies';
import { findMember } from '../../modules/members/index';
import { issueAuthorizationCode } from '../../modules/oauth/index';
import type { Db } from '../../db/client';
import { insertIdentityRedirect } from '../../modules/identity/index';
import type { PlansSessionRow } from '../../modules/redirects/index';

/**
 * A plans checkout started with visitor tokens asks the buyer to log in or sign up first, as the
 * real platform's does (docs/protocol.md §3.7 paidPlansCheckout). The hosted login runs as an
 * identity redirect of intent `login` whose payload names the plans session; when it succeeds the
 * member is bound to that session (payload.memberId) and the browser goes back to the checkout.
 */
const CONTINUES = 'plansCheckoutSessionId';

/** Who buys on this session: the member who logged in on it, else the member who created it. */
export function buyerIdOf(session: PlansSessionRow): string | undefined {
  if (session.payload.memberId) return session.payload.memberId;
  return session.createdByType === 'MEMBER' ? session.createdById : undefined;
}

/**
 * The buyer and their email, shown on the page so a shared computer does not buy for someone else
 * (a token's member may have no account row here: then only the id is known).
 */
export async function buyerOf(app: App, session: PlansSessionRow) {
  const id = buyerIdOf(session);
  if (!id) return undefined;
  const member = await findMember(app.db, session.siteId, id);
  return { id, email: member?.email };
}

export const plansCheckoutPath = (sessionId: string) => `/hosted/plans-checkout/${sessionId}`;

/**
 * Log in or sign up for this checkout: a hosted login session of the session's own site and
 * client, created by the session's creator. Relative redirects keep the browser on the origin it
 * reached the platform by (a proxy or TLS front included).
 */
export async function startBuyerLogin(
  app: App,
  reply: FastifyReply,
  session: PlansSessionRow,
  mode: 'login' | 'register',
) {
  // The login belongs to whoever made the checkout session, on its site and client.
  const auth = {
    siteId: session.siteId,
    identity: { type: session.createdByType as IdentityType, id: session.createdById },
  };
  const login = await insertIdentityRedirect(
    app.db,
    {
      auth,
      clientId: session.clientId,
      intent: 'login',
      payload: { [CONTINUES]: session.id },
      callbacks: {},
    },
    app.clock.now(),
  );
  return redirect(reply, `/hosted/login/${login.id}${mode === 'register' ? '?mode=register' : ''}`);
}

/** The plans checkout a hosted login continues, if it was started by one. */
export function continuedCheckoutOf(login: IdentityRedirectRow): string | undefined {
  const id = login.intent === 'login' ? login.payload[CONTINUES] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Logged in on a login started by a plans checkout: the member becomes that checkout's buyer
 * (only a live plans session of the same site) and the browser goes back to it.
 */
export async function continueCheckoutAs(
  app: App,
  reply: FastifyReply,
  login: IdentityRedirectRow,
  member: MemberRow,
) {
  const sessionId = continuedCheckoutOf(login)!;
  await app.db
    .update(redirectSessions)
    .set({
      payload: sql`${redirectSessions.payload} || ${JSON.stringify({ memberId: member.id })}::jsonb`,
    })
    .where(
      and(
        eq(redirectSessions.id, sessionId),
        eq(redirectSessions.siteId, login.siteId),
        eq(redirectSessions.intent, 'paidPlansCheckout'),
      ),
    );
  await recordCallback(app.db, identityRef(login), 'AUTHORIZE', 'SUCCESS');
  return redirect(reply, plansCheckoutPath(sessionId));
}

/** Whether the checkout's returns carry the buyer's login (`loginReturnOf` answers a URL). */
export function returnsLoggedIn(session: PlansSessionRow): boolean {
  const { authRequest, memberId } = session.payload;
  return !!authRequest?.redirectUri && !!memberId && authRequest.responseMode === 'query';
}

/**
 * Where the checkout returns when the buyer logged in on it and the site sent an authorization
 * request (`paidPlansCheckout.authRequest`): the request's redirect URI with a fresh one-time code
 * for the member and the request's state, as the hosted login answers (login-deliver.ts); the
 * checkout's own return parameters follow (callback.ts). Never a token: the site exchanges the
 * code with its PKCE verifier. Only the query response mode, the one a return URL can carry.
 */
export async function loginReturnOf(
  db: Db,
  session: PlansSessionRow,
  now: Date,
): Promise<string | undefined> {
  const { authRequest, memberId } = session.payload;
  if (!returnsLoggedIn(session) || !authRequest?.redirectUri || !memberId) return undefined;
  const code = await issueAuthorizationCode(db, session.siteId, memberId, authRequest, now);
  const url = new URL(authRequest.redirectUri);
  url.searchParams.set('code', code);
  if (authRequest.state !== undefined) url.searchParams.set('state', authRequest.state);
  return url.toString();
}
