import { MAX_ID_LENGTH, MAX_TOKEN_LENGTH } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { IdentityRedirectRow } from '../../db/schema/identity';
import type { App } from '../../kernel/app-type';
import { findIdentityRedirect, spendSessionToken } from '../../modules/identity/index';
import type { AuthRequestInput } from '../../modules/oauth/index';
import { identityRef, recordCallback, returnTo } from '../callback';
import { messagePage } from '../bookings/checkout-view';
import { redirect, send } from '../store/ecom-replies';
import { readValues } from '../events/events-form';
import { finish, handleLoginPost } from './login-actions';
import { deliver, loginBackHref } from './login-deliver';
import { accountChooser } from './login-prompts';
import { loginPage } from './login-view';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });
const callbackQuery = z.looseObject({
  redirectSessionId: z.string().max(MAX_ID_LENGTH).optional(),
  sessionToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
});
const query = z.object({ mode: z.enum(['login', 'register']).optional() });

const notFound = (title: string) =>
  messagePage(title, 'This link is unknown or has expired. Go back to the site and start again.');

/**
 * A site's own login page (`callbacks.loginUrl`, kept only while the client allows it:
 * findIdentityRedirect) for an `auth` session that shows a login: it logs the member in and comes
 * back through /v1/callback.
 */
function siteLoginUrl(session: IdentityRedirectRow): string | undefined {
  const loginUrl = session.callbacks.loginUrl;
  const auth = session.payload as unknown as AuthRequestInput;
  if (session.intent !== 'auth' || !loginUrl || auth.prompt === 'none') return undefined;
  const url = new URL(loginUrl);
  url.searchParams.set('redirectSessionId', session.id);
  return url.toString();
}

/**
 * The silent flow: a valid session token logs the member in without a page; else the client is
 * told (login_required) in its response mode.
 */
async function loginWithSessionToken(
  app: App,
  reply: FastifyReply,
  session: IdentityRedirectRow,
  sessionToken: string | undefined,
  now: Date,
) {
  const member = await spendSessionToken(app.db, session.siteId, sessionToken, now);
  if (member) return finish({ app, reply, session, values: {} }, member);
  const error = {
    error: 'login_required',
    error_description: 'The session token is invalid, used or expired',
  };
  const auth = session.payload as unknown as AuthRequestInput;
  return deliver(reply, auth, error, { sessionId: session.id });
}

/** The hosted login and logout pages a redirect session's fullUrl points to (public: no token). */
export default async function hostedLoginRoutes(app: App): Promise<void> {
  const path = '/hosted/login/:sessionId';
  const loginSession = (id: string, now: Date) =>
    findIdentityRedirect(app.db, id, ['auth', 'login'], now);
  app.get(path, { schema: { params, querystring: query, hide: true } }, async (request, reply) => {
    const now = app.clock.now();
    const session = await loginSession(request.params.sessionId, now);
    if (!session) return send(reply, 404, notFound('Login not found'));
    const auth = session.payload as unknown as AuthRequestInput;
    if (session.intent === 'auth' && auth.prompt === 'none')
      return loginWithSessionToken(app, reply, session, auth.sessionToken, now);
    const ownLogin = siteLoginUrl(session);
    if (ownLogin && !request.query.mode) return redirect(reply, ownLogin);
    if (session.intent === 'auth' && auth.prompt === 'select_account' && !request.query.mode) {
      const chooser = await accountChooser(app, session);
      if (chooser) return send(reply, 200, chooser);
    }
    const mode = request.query.mode ?? 'login';
    return send(
      reply,
      200,
      loginPage({ sessionId: session.id, mode, backHref: loginBackHref(session) }),
    );
  });

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const session = await loginSession(request.params.sessionId, app.clock.now());
    if (!session) return send(reply, 404, notFound('Login not found'));
    return handleLoginPost({ app, reply, session, values: readValues(request.body) }, request);
  });

  callbackRoutes(app);

  app.get(
    '/hosted/logout/:sessionId',
    { schema: { params, hide: true } },
    async (request, reply) => {
      const session = await findIdentityRedirect(
        app.db,
        request.params.sessionId,
        ['logout'],
        app.clock.now(),
      );
      if (!session) return send(reply, 404, notFound('Logout not found'));
      const target = session.callbacks.postFlowUrl;
      const outcome = { type: 'LOGOUT', status: 'SUCCESS' } as const;
      if (target) return returnTo(reply, identityRef(session), target, outcome);
      await recordCallback(app.db, identityRef(session), 'LOGOUT', 'SUCCESS');
      return send(reply, 200, messagePage('You are logged out', 'You can close this window.'));
    },
  );
}

/**
 * `/v1/callback`: a site's own login page (a session's `callbacks.loginUrl`) logged the member in
 * with loginV2 and sends the browser here with the session token; the `auth` redirect session
 * then ends as the hosted login would: a code (or an error) for the client in its response mode.
 */
function callbackRoutes(app: App): void {
  for (const url of ['/_api/iam/authentication/v1/callback', '/iam/authentication/v1/callback'])
    app.get(url, { schema: { querystring: callbackQuery, hide: true } }, async (request, reply) => {
      const now = app.clock.now();
      const { redirectSessionId, sessionToken } = request.query;
      const session = await findIdentityRedirect(app.db, redirectSessionId ?? '', ['auth'], now);
      if (!session) return send(reply, 404, notFound('Login not found'));
      return loginWithSessionToken(app, reply, session, sessionToken, now);
    });
}
