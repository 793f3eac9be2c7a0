import {
  CountStaffMembersRequest,
  CountStaffMembersResponse,
  GetStaffMemberQuery,
  QueryStaffMembersRequest,
  QueryStaffMembersResponse,
  SearchStaffMembersRequest,
  SearchStaffMembersResponse,
  StaffMemberIdParams,
  StaffMemberResponse,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { staffPaths } from '../paths';
import { postOn } from '../route-kit';
import {
  countStaffMembers,
  getStaffMember,
  queryStaffMembers,
  searchStaffMembers,
  staffReaderOf,
} from './staff-reads';

/**
 * Reads of staff members for every caller of the site (docs/protocol.md §2.1): `query`, `search`
 * and `count` are literal segments, so they are tried before the owner's `/{staffMemberId}`.
 * Only the owner sees (and filters on) contact information (`staffReaderOf`).
 */
export function staffReadRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: staffPaths('/:staffMemberId'),
    schema: {
      params: StaffMemberIdParams,
      querystring: GetStaffMemberQuery,
      response: { 200: StaffMemberResponse },
    },
    handler: async ({ caller, params }) => ({
      staffMember: await getStaffMember(app.db, staffReaderOf(caller), params.staffMemberId),
    }),
  });
  routeWithAliases(app, {
    ...postOn(staffPaths('/query'), QueryStaffMembersRequest, QueryStaffMembersResponse),
    handler: ({ caller, body }) => queryStaffMembers(app.db, staffReaderOf(caller), body.query),
  });
  routeWithAliases(app, {
    ...postOn(staffPaths('/search'), SearchStaffMembersRequest, SearchStaffMembersResponse),
    handler: ({ caller, body }) => searchStaffMembers(app.db, staffReaderOf(caller), body.search),
  });
  routeWithAliases(app, {
    ...postOn(staffPaths('/count'), CountStaffMembersRequest, CountStaffMembersResponse),
    handler: ({ caller, body }) => countStaffMembers(app.db, staffReaderOf(caller), body.filter),
  });
}
