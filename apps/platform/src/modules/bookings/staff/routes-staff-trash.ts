import {
  GetStaffMemberQuery,
  ListDeletedStaffMembersRequest,
  ListDeletedStaffMembersResponse,
  StaffMemberIdParams,
  StaffMemberResponse,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { complexGetRoute } from '../../../http/complex-get';
import { staffTrashPaths } from '../paths';
import { deleteOn } from '../route-kit';
import { staffReaderOf } from './staff-reads';
import { getDeletedStaffMember, listDeletedStaffMembers, removeFromTrash } from './staff-trash';

/** Reads of the trash bin, as of live staff members: every caller, contact details the owner's. */
export function staffTrashReadRoutes(app: App): void {
  complexGetRoute(app, {
    paths: staffTrashPaths(),
    request: ListDeletedStaffMembersRequest,
    response: ListDeletedStaffMembersResponse,
    handler: ({ caller }, input) => listDeletedStaffMembers(app.db, staffReaderOf(caller), input),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: staffTrashPaths('/:staffMemberId'),
    schema: {
      params: StaffMemberIdParams,
      querystring: GetStaffMemberQuery,
      response: { 200: StaffMemberResponse },
    },
    handler: ({ caller, params }) =>
      getDeletedStaffMember(app.db, staffReaderOf(caller), params.staffMemberId),
  });
}

/** The owner's Remove Staff Member From Trash Bin. */
export function staffTrashOwnerRoutes(app: App): void {
  routeWithAliases(app, {
    ...deleteOn(staffTrashPaths('/:staffMemberId'), StaffMemberIdParams),
    handler: async ({ caller, params }) => {
      await removeFromTrash(app.db, caller.siteId, params.staffMemberId);
      return {};
    },
  });
}
