import type { App } from '../../kernel/app-type';
import { notFound } from '../../kernel/errors';
import { routeWithAliases } from '../../http/aliases';
import { requireMember } from '../../http/require-member';
import { CurrentMemberResponse } from '@headless/contract';
import { findMember } from '../members';

/**
 * GET /members/v1/members/my: the calling member's own record, as `@wix/members`
 * getCurrentMember answers it (login email, profile nickname, contact names). Visitors get 403.
 */
export function currentMemberRoute(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/members/v1/members/my', '/_api/members/v1/members/my'],
    schema: { response: { 200: CurrentMemberResponse } },
    handler: async (request) => {
      const id = requireMember(request);
      const member = await findMember(app.db, request.caller.siteId, id);
      if (!member) throw notFound('MEMBER_NOT_FOUND', 'The member of this token no longer exists');
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
