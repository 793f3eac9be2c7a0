import {
  ConnectStaffMemberToUserRequest,
  CreateStaffMemberRequest,
  StaffMemberIdParams,
  StaffMemberResponse,
  UpdateStaffMemberRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { sameId } from '../../../http/same-id';
import { staffPaths } from '../paths';
import { deleteOn, postOn } from '../route-kit';
import {
  connectStaffMember,
  createStaffMember,
  deleteStaffMember,
  disconnectStaffMember,
  updateStaffMember,
} from './staff-members';

const response = { 200: StaffMemberResponse };

/** The owner's staff member calls (in the owner's scope); each records its event. */
export function staffWriteRoutes(app: App): void {
  const params = StaffMemberIdParams;
  routeWithAliases(app, {
    ...postOn(staffPaths(), CreateStaffMemberRequest, StaffMemberResponse),
    handler: async ({ caller, body }) => ({
      staffMember: await createStaffMember(app.db, caller, body),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: staffPaths('/:staffMemberId'),
    schema: { params, body: UpdateStaffMemberRequest, response },
    handler: async ({ caller, params: { staffMemberId: id }, body: { staffMember } }) => {
      sameId(id, staffMember.id || undefined, 'staffMember.id');
      return { staffMember: await updateStaffMember(app.db, caller, id, staffMember) };
    },
  });
  routeWithAliases(app, {
    ...deleteOn(staffPaths('/:staffMemberId'), params),
    handler: async ({ caller, params: { staffMemberId } }) => {
      await deleteStaffMember(app.db, caller, staffMemberId);
      return {};
    },
  });
  connectionRoutes(app);
}

function connectionRoutes(app: App): void {
  const params = StaffMemberIdParams;
  routeWithAliases(app, {
    method: 'POST',
    paths: staffPaths('/:staffMemberId/connect-staff-member-to-user'),
    schema: { params, body: ConnectStaffMemberToUserRequest.optional(), response },
    handler: async ({ caller, params: { staffMemberId: id }, body }) => ({
      staffMember: await connectStaffMember(app.db, caller, id, body?.email),
    }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: staffPaths('/:staffMemberId/disconnect-staff-member-from-user'),
    schema: { params, body: z.object({}).optional(), response },
    handler: async ({ caller, params: { staffMemberId: id } }) => ({
      staffMember: await disconnectStaffMember(app.db, caller, id),
    }),
  });
}
