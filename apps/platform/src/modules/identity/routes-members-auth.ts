import { MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { clientAddressOf } from '../../http/client-address';
import type { App } from '../../kernel/app-type';
import { ownerOnly } from '../../http/require-owner';
import { membersLogin, membersRegister } from './login/members-auth';
import { approveMember, blockMember } from './login/members-approval';

const text = z.string().max(MAX_TEXT_LENGTH).optional();
/** Lenient like Login V2's body: a missing email or password reaches the service's own errors. */
const MembersAuthBody = z.looseObject({
  email: text,
  password: z.string().max(MAX_TOKEN_LENGTH).optional(),
  recaptchaToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
  invisibleRecaptchaToken: z.string().max(MAX_TOKEN_LENGTH).optional(),
  contactInfo: z.looseObject({ firstName: text, lastName: text, nickname: text }).optional(),
});

const Identifier = z.object({
  id: z.string().max(MAX_TEXT_LENGTH).optional(),
  email: z.string().max(MAX_TEXT_LENGTH).optional(),
  token: z.string().max(MAX_TOKEN_LENGTH).optional(),
});

/**
 * `@wix/members` authentication.approve and .block: the owner's, the member named by id, login
 * email or (approve only) the approval token register gave; on the SDK's path and the custom host.
 */
function ownerRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/api/v1/members/approve', '/_api/wix-sm-webapp/v1/members/approve'],
    preValidation: ownerOnly,
    schema: {
      body: Identifier,
      response: { 200: z.object({ session: z.object({ token: z.string() }) }) },
    },
    handler: ({ caller, body }) => approveMember(app.db, caller, body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/api/v1/members/block', '/_api/wix-sm-webapp/v1/members/block'],
    preValidation: ownerOnly,
    schema: { body: Identifier.omit({ token: true }), response: { 200: z.object({}) } },
    handler: ({ caller, body }) => blockMember(app.db, caller, body),
  });
}

/**
 * `@wix/members` authentication.login and .register (Velo wix-members-v2 authentication): the
 * SDK's paths, its own prefix repeated, and the other hosts' mappings of the same calls.
 */
export function membersAuthRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/wix-sm/api/v1/auth/api/v1/auth/login', '/identity/members/api/v1/auth/login'],
    schema: { body: MembersAuthBody },
    handler: (request) =>
      membersLogin(
        app.db,
        request.caller.siteId,
        request.body,
        clientAddressOf(request),
        request.caller.now,
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/wix-sm/api/v1/auth/api/v1/auth/register', '/api/v1/auth/register'],
    schema: { body: MembersAuthBody },
    handler: (request) =>
      membersRegister(app.db, request.caller.siteId, request.body, request.caller.now),
  });
  ownerRoutes(app);
}
