import {
  BulkDeleteMembersByFilterRequest,
  BulkDeleteMembersByFilterResponse,
  BulkDeleteMembersRequest,
  BulkDeleteMembersResponse,
  MemberIdParams,
  SiteMemberResponse,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly } from '../../../http/require-owner';
import {
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  clearContactList,
  type ContactList,
} from './contact-details';

const MEMBERS = '/members/v1/members';
const both = (path: string) => [path, `/_api${path}`] as const;
const LISTS: ContactList[] = ['phones', 'emails', 'addresses'];

/**
 * A member's contact lists cleared (the member's own, the owner's any), and the owner's bulk
 * deletes: the reference gives those MEMBERS.MEMBER_DELETE and an app identity only.
 */
export function contactRoutes(app: App): void {
  for (const list of LISTS) {
    routeWithAliases(app, {
      method: 'DELETE',
      paths: both(`${MEMBERS}/:id/${list}`),
      schema: { params: MemberIdParams, response: { 200: SiteMemberResponse } },
      handler: async ({ caller, params }) => ({
        member: await clearContactList(app.db, caller, params.id, list),
      }),
    });
  }
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${MEMBERS}/bulk/delete`),
    preValidation: ownerOnly,
    schema: { body: BulkDeleteMembersRequest, response: { 200: BulkDeleteMembersResponse } },
    handler: ({ caller, body }) => bulkDeleteMembers(app.db, caller, body.memberIds),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${MEMBERS}/bulk/delete-by-filter`),
    preValidation: ownerOnly,
    schema: {
      body: BulkDeleteMembersByFilterRequest,
      response: { 200: BulkDeleteMembersByFilterResponse },
    },
    handler: ({ caller, body }) => bulkDeleteMembersByFilter(app.db, caller, body.filter),
  });
}
