import {
  CreateMemberRequest,
  GetMemberQuery,
  ListMembersQuery,
  MemberIdParams,
  QueryMembersRequest,
  SiteMemberResponse,
  SiteMembersResponse,
  UpdateMemberRequest,
  UpdateMySlugRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { isAdmin } from '../../../http/auth-context';
import { isUuid } from '../../../kernel/ids';
import { requireMember } from '../../../http/require-member';
import { ownerOnly } from '../../../http/require-owner';
import { contactRoutes } from './routes-contact';
import { createMember } from './create-member';
import { deleteMember, setMemberStatus } from './owner-actions';
import { sameId } from '../../../http/same-id';
import { getSiteMember, listSiteMembers, memberNotFound, querySiteMembers } from './profile-reads';
import { setCommunityMembership, updateOwnMember, updateOwnSlug } from './profile-writes';

const MEMBERS = '/members/v1/members';
const EmptyBody = z.object({}).optional();

/** Members v1 as a site uses them (docs/protocol.md §2.8): profiles, and a member's own changes. */
export default async function memberProfileRoutes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'GET',
    paths: [MEMBERS],
    schema: { querystring: ListMembersQuery, response: { 200: SiteMembersResponse } },
    handler: ({ caller, query }) => listSiteMembers(app.db, caller, query),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${MEMBERS}/query`],
    schema: { body: QueryMembersRequest, response: { 200: SiteMembersResponse } },
    handler: ({ caller, body }) => querySiteMembers(app.db, caller, body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${MEMBERS}/:id`],
    schema: {
      params: MemberIdParams,
      querystring: GetMemberQuery,
      response: { 200: SiteMemberResponse },
    },
    handler: async ({ caller, params, query }) => ({
      member: await getSiteMember(app.db, caller, params.id, query.fieldsets),
    }),
  });
  ownMemberRoutes(app);
  ownerMemberRoutes(app);
  contactRoutes(app);
}

/** The calling member's own changes; visitors and the owner's key get 403 MEMBER_ONLY. */
function ownMemberRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${MEMBERS}/:id`],
    schema: {
      params: MemberIdParams,
      body: UpdateMemberRequest,
      response: { 200: SiteMemberResponse },
    },
    handler: async (request) => {
      const memberId = requireMember(request);
      sameId(request.params.id, request.body.member.id, 'member.id');
      // A member changes only their own record: another member's id is not found to them.
      if (request.params.id !== memberId) throw memberNotFound(request.params.id);
      return {
        member: await updateOwnMember(app.db, request.caller, memberId, request.body.member),
      };
    },
  });
  // updateMemberSlug by id: the owner's for any member, a member's for their own only.
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${MEMBERS}/:id/slug`],
    schema: {
      params: MemberIdParams,
      body: UpdateMySlugRequest,
      response: { 200: SiteMemberResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const owner = isAdmin(request.caller.identity);
      if (!isUuid(id) || (!owner && requireMember(request) !== id)) throw memberNotFound(id);
      return { member: await updateOwnSlug(app.db, request.caller, id, request.body.slug) };
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${MEMBERS}/my/slug`],
    schema: { body: UpdateMySlugRequest, response: { 200: SiteMemberResponse } },
    handler: async (request) => ({
      member: await updateOwnSlug(
        app.db,
        request.caller,
        requireMember(request),
        request.body.slug,
      ),
    }),
  });
  for (const [action, joined] of [
    ['join-community', true],
    ['leave-community', false],
  ] as const) {
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${MEMBERS}/${action}`],
      schema: { body: EmptyBody, response: { 200: SiteMemberResponse } },
      handler: async (request) => ({
        member: await setCommunityMembership(
          app.db,
          request.caller,
          requireMember(request),
          joined,
        ),
      }),
    });
  }
}

/** The owner's create, approve, block and delete (lone owner routes: 403 before 400). */
function ownerMemberRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: [MEMBERS],
    preValidation: ownerOnly,
    schema: { body: CreateMemberRequest, response: { 200: SiteMemberResponse } },
    handler: async ({ caller, body }) => ({ member: await createMember(app.db, caller, body) }),
  });
  for (const [action, status] of [
    ['approve', 'APPROVED'],
    ['block', 'BLOCKED'],
  ] as const) {
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${MEMBERS}/:id/${action}`],
      preValidation: ownerOnly,
      schema: { params: MemberIdParams, body: EmptyBody, response: { 200: SiteMemberResponse } },
      handler: async ({ caller, params }) => ({
        member: await setMemberStatus(app.db, caller, params.id, status),
      }),
    });
  }
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${MEMBERS}/:id`],
    preValidation: ownerOnly,
    schema: { params: MemberIdParams, response: { 200: z.object({}) } },
    handler: async ({ caller, params }) => {
      await deleteMember(app.db, caller, params.id);
      return {};
    },
  });
}
