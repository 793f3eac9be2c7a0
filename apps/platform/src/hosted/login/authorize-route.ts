import { MAX_TEXT_LENGTH } from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { insertIdentityRedirect, spendSessionToken } from '../../modules/identity/index';
import {
  issueAuthorizationCode,
  readAuthRequest,
  type RawAuthRequest,
} from '../../modules/oauth/index';
import { deliver } from './login-deliver';

const text = z.string().max(MAX_TEXT_LENGTH).optional();
const AuthorizeQuery = z.looseObject({
  client_id: text,
  response_type: text,
  redirect_uri: text,
  scope: text,
  state: text,
  response_mode: text,
  code_challenge: text,
  code_challenge_method: text,
  session_token: text,
  prompt: text,
});
type AuthorizeQuery = z.infer<typeof AuthorizeQuery>;

const raw = (q: AuthorizeQuery): RawAuthRequest => ({
  clientId: q.client_id,
  responseType: q.response_type,
  redirectUri: q.redirect_uri,
  scope: q.scope,
  state: q.state,
  responseMode: q.response_mode ?? 'query',
  codeChallenge: q.code_challenge,
  codeChallengeMethod: q.code_challenge_method,
  sessionToken: q.session_token,
  prompt: q.prompt,
});

/**
 * GET /oauth2/authorize (docs/protocol.md §5.4, server-side flow). prompt=none with a session token
 * answers at once: 302 with code and state (or error=login_required); any other prompt goes to
 * the hosted login. A bad client or redirect URI is an error envelope, never a redirect.
 */
export function authorizeRoute(app: App): void {
  app.get(
    '/oauth2/authorize',
    { schema: { querystring: AuthorizeQuery } },
    async (request, reply) => {
      const now = app.clock.now();
      const { siteId, request: auth } = await readAuthRequest(
        app.db,
        raw(request.query),
        undefined,
      );
      if (auth.prompt === 'none') {
        const member = await spendSessionToken(app.db, siteId, auth.sessionToken, now);
        if (!member)
          return deliver(
            reply,
            auth,
            {
              error: 'login_required',
              error_description: 'The session token is invalid, used or expired',
            },
            { status: 302 },
          );
        return deliver(
          reply,
          auth,
          { code: await issueAuthorizationCode(app.db, siteId, member.id, auth, now) },
          { status: 302 },
        );
      }
      const session = await insertIdentityRedirect(
        app.db,
        {
          auth: { siteId, identity: { type: 'ANONYMOUS_VISITOR', id: 'authorize' } },
          clientId: auth.clientId,
          intent: 'auth',
          payload: { ...auth },
          callbacks: {},
        },
        now,
      );
      return reply.code(302).header('location', `/hosted/login/${session.id}`).send();
    },
  );
}

/** The authorize endpoint belongs with the hosted login it leads to (app.ts registers it). */
export default async function hostedAuthorizeRoutes(app: App): Promise<void> {
  authorizeRoute(app);
}
