import {
  StaffMemberErrorCode as Code,
  type CreateStaffMemberRequest,
  type StaffMemberV1,
  type UpdateStaffMemberRequest,
} from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsStaff as st } from '../../../db/schema/bookings';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, validationError } from '../../../kernel/errors';
import { entityEventRecorder } from '../../../outbox/record';
import { lockOnSite } from '../site-records';
import { moveToTrash } from './staff-trash';
import { wireDates } from '../../../kernel/wire-dates';

export const STAFF_FQDN = 'wix.bookings.staff.v1.staff_member';
export type StaffRow = typeof st.$inferSelect;
type Slug =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'connected_to_user'
  | 'disconnected_from_user'
  | 'fully_created';

export function staffMemberToWire(row: StaffRow): StaffMemberV1 {
  return {
    id: row.id,
    name: row.name,
    ...(row.email ? { email: row.email } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...(row.mainMedia ? { mainMedia: row.mainMedia } : {}),
    ...(row.associatedIdentity
      ? { associatedWixIdentity: { connection: { status: row.associatedIdentity.status } } }
      : {}),
    revision: String(row.revision),
    ...wireDates(row),
  };
}

const recordStaffEvent = entityEventRecorder(STAFF_FQDN, 'staffMember');

/** Created/updated/deleted carry the staff member itself; the actions `{staffMember}`. */
function record(tx: Db, caller: Caller, row: StaffRow, slug: Slug) {
  const wire = staffMemberToWire(row);
  return recordStaffEvent(tx, { siteId: row.siteId, slug, entityId: row.id, wire, caller });
}

const lockStaff = (tx: Db, siteId: string, id: string): Promise<StaffRow> =>
  lockOnSite(tx, st, siteId, id, () =>
    notFound(Code.notFound, `Staff member ${id} not found`, { staffMemberId: id }),
  );

/** Nothing else is set up for a staff member here, so it is fully created at once. */
export async function createStaffMember(
  db: Db,
  caller: Caller,
  { staffMember: input }: CreateStaffMemberRequest,
): Promise<StaffMemberV1> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(st)
      .values({ siteId: caller.siteId, ...input })
      .returning();
    await record(tx, caller, row!, 'created');
    await record(tx, caller, row!, 'fully_created');
    return staffMemberToWire(row!);
  });
}

/** Runs one change on the locked staff member and records its event. */
async function change(
  db: Db,
  caller: Caller,
  id: string,
  slug: Slug,
  plan: (row: StaffRow) => Partial<StaffRow>,
): Promise<StaffMemberV1> {
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, caller.siteId, id);
    const [updated] = await tx
      .update(st)
      .set({ ...plan(row), revision: sql`${st.revision} + 1`, updatedAt: caller.now })
      .where(eq(st.id, row.id))
      .returning();
    await record(tx, caller, updated!, slug);
    return staffMemberToWire(updated!);
  });
}

export const updateStaffMember = (
  db: Db,
  caller: Caller,
  id: string,
  { id: _id, revision, ...fields }: UpdateStaffMemberRequest['staffMember'],
) =>
  change(db, caller, id, 'updated', (row) => {
    if (String(row.revision) !== revision)
      throw conflict(Code.revisionMismatch, 'The staff member changed since you read it', {
        revision: String(row.revision),
      });
    return fields;
  });

/** The invitation goes to the email given, else the staff member's own (one is needed). */
export const connectStaffMember = (db: Db, caller: Caller, id: string, email: string | undefined) =>
  change(db, caller, id, 'connected_to_user', (row) => {
    if (row.associatedIdentity)
      throw conflict(Code.alreadyConnected, 'Disconnect the staff member first', {
        staffMemberId: id,
      });
    const to = email ?? row.email;
    if (!to)
      throw validationError([
        {
          field: 'email',
          description: 'is required: the staff member has no email',
          violatedRule: 'REQUIRED_FIELD',
        },
      ]);
    return { associatedIdentity: { email: to, status: 'PENDING' as const } };
  });

export const disconnectStaffMember = (db: Db, caller: Caller, id: string) =>
  change(db, caller, id, 'disconnected_from_user', (row) => {
    if (!row.associatedIdentity)
      throw conflict(Code.notConnected, 'The staff member is not connected to a user', {
        staffMemberId: id,
      });
    return { associatedIdentity: null };
  });

/** Deleting moves the staff member to the trash bin (staff-trash.ts). */
export async function deleteStaffMember(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockStaff(tx, caller.siteId, id);
    await tx.delete(st).where(eq(st.id, row.id));
    await moveToTrash(tx, caller.siteId, staffMemberToWire(row), caller.now);
    await record(tx, caller, row, 'deleted');
  });
}
