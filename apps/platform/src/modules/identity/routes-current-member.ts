import { CurrentMemberResponse, MAX_ID_LENGTH } from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { requireMember } from '../../http/require-member';
import { findMember } from '../members';
import { deleteMyMember, memberGone } from './delete-my-member';

const MY = ['/members/v1/members/my', '/_api/members/v1/members/my'] as const;

/**
 * GET /members/v1/members/my: the calling member's own record, as `@wix/members`
 * getCurrentMember answers it (login email, profile nickname, contact names). Visitors get 403.
 */
export function currentMemberRoute(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: MY,
    schema: { response: { 200: CurrentMemberResponse } },
    handler: async (request) => {
      const id = requireMember(request);
      const member = await findMember(app.db, request.caller.siteId, id);
      if (!member) throw memberGone();
      return {
        member: {
          id: member.id,
          loginEmail: member.email,
          status: member.status,
          profile: { ...(member.nickname ? { nickname: member.nickname } : {}) },
          contact: {
            ...(member.firstName ? { firstName: member.firstName } : {}),
            ...(member.lastName ? { lastName: member.lastName } : {}),
          },
        },
      };
    },
  });
}

/** DELETE /members/v1/members/my: the calling member deletes themself (`deleteMyMember`). */
export function deleteMyMemberRoute(app: App): void {
  routeWithAliases(app, {
    method: 'DELETE',
    paths: MY,
    schema: {
      querystring: z.object({ contentAssigneeId: z.string().max(MAX_ID_LENGTH).optional() }),
      response: { 200: z.object({}) },
    },
    handler: async (request) => {
      await deleteMyMember(app.db, request.caller, requireMember(request));
      return {};
    },
  });
}
