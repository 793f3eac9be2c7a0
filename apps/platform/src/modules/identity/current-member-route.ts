import { z } from 'zod';
import type { App } from '../../app';
import { notFound } from '../../errors';
import { routeWithAliases } from '../../http/aliases';
import { requireMember } from '../../http/require-member';
import { findMember } from './members';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH } from '@headless/contract';

const CurrentMemberResponse = z.object({
  member: z.object({
    id: z.string().max(MAX_ID_LENGTH),
    loginEmail: z.string().max(MAX_EMAIL_LENGTH),
    status: z.string().max(MAX_NAME_LENGTH),
    profile: z.object({ nickname: z.string().max(MAX_NAME_LENGTH).optional() }),
    contact: z.object({
      firstName: z.string().max(MAX_NAME_LENGTH).optional(),
      lastName: z.string().max(MAX_NAME_LENGTH).optional(),
    }),
  }),
});

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
      const member = await findMember(app.db, request.auth.siteId, id);
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
