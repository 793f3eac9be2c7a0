import { MAX_ID_LENGTH, MAX_URL_LENGTH } from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { allowedCallbackUris, isAllowedRedirectUri, revokeMemberTokens } from '../oauth';

const LogoutQuery = z.looseObject({
  postLogoutRedirectUri: z.string().max(MAX_URL_LENGTH).optional(),
  clientId: z.string().max(MAX_ID_LENGTH).optional(),
});

/**
 * GET /iam/authentication/v1/logout (docs/protocol.md §2.8; OAuthStrategy uses the logout redirect
 * session instead): a member's refresh tokens on the client are revoked, then 302 to
 * postLogoutRedirectUri when the client allows it (a client of the caller's site), else `{}`.
 */
export function logoutRoute(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/iam/authentication/v1/logout', '/_api/iam/authentication/v1/logout'],
    schema: { querystring: LogoutQuery },
    handler: async (request, reply) => {
      const { siteId, clientId: caller, identity, now } = request.caller;
      const clientId = request.query.clientId || caller;
      if (identity.type === 'MEMBER')
        await revokeMemberTokens(app.db, siteId, clientId, identity.id, now);
      const target = request.query.postLogoutRedirectUri;
      const allowed = target ? await allowedCallbackUris(app.db, { siteId, clientId }) : [];
      if (target && isAllowedRedirectUri(allowed, target))
        return reply.code(302).header('location', target).send();
      return {};
    },
  });
}
