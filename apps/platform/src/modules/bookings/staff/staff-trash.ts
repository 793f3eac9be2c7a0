import {
  StaffMemberErrorCode as Code,
  type ListDeletedStaffMembersRequest,
  type ListDeletedStaffMembersResponse,
  type StaffMemberV1,
} from '@headless/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsStaffTrash as trash } from '../../../db/schema/bookings';
import { notFound, validationError } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';

/**
 * Staff Members V2's trash bin: a deleted staff member (staff-members.ts) is kept here as the
 * wire last showed it, readable like a live one (contact details for the owner only), until the
 * owner removes it for good.
 */
const DEFAULT_LIMIT = 50;

/** Who reads (staff-reads.ts's StaffReader): the site, and whether contact details show. */
interface StaffReader {
  siteId: string;
  seesContact: boolean;
}

const missing = (id: string) =>
  notFound(Code.notFound, `No deleted staff member ${id}`, { staffMemberId: id });

const asReader = (staff: StaffMemberV1, reader: StaffReader): StaffMemberV1 => {
  if (reader.seesContact) return staff;
  const { email: _email, phone: _phone, ...rest } = staff;
  return rest;
};

/** Moves a deleted staff member to the trash bin, in the delete's transaction. */
export async function moveToTrash(tx: Db, siteId: string, staff: StaffMemberV1, now: Date) {
  await tx.insert(trash).values({ id: staff.id, siteId, staffMember: staff, deletedAt: now });
}

export async function getDeletedStaffMember(db: Db, reader: StaffReader, id: string) {
  if (!isUuid(id)) throw missing(id);
  const [row] = await db
    .select()
    .from(trash)
    .where(and(eq(trash.siteId, reader.siteId), eq(trash.id, id)));
  if (!row) throw missing(id);
  return { staffMember: asReader(row.staffMember, reader) };
}

/** The cursor is where the next page starts (an offset, opaque to the caller). */
function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw validationError([
      {
        field: 'paging.cursor',
        description: 'is not a cursor this list gave',
        violatedRule: 'VALIDATION',
      },
    ]);
  return offset;
}

/** The trash bin oldest deletion first, or the deleted staff members named. */
export async function listDeletedStaffMembers(
  db: Db,
  reader: StaffReader,
  { staffMemberIds, paging }: ListDeletedStaffMembersRequest,
): Promise<ListDeletedStaffMembersResponse> {
  const ids = staffMemberIds?.filter(isUuid);
  if (staffMemberIds?.length && !ids?.length)
    return { staffMembers: [], pagingMetadata: { count: 0, cursors: {}, hasNext: false } };
  const limit = paging?.limit || DEFAULT_LIMIT;
  const offset = offsetOf(paging?.cursor);
  const rows = await db
    .select()
    .from(trash)
    .where(and(eq(trash.siteId, reader.siteId), ids?.length ? inArray(trash.id, ids) : undefined))
    .orderBy(asc(trash.deletedAt), asc(trash.id))
    .limit(limit + 1)
    .offset(offset);
  const page = rows.slice(0, limit);
  const hasNext = rows.length > limit;
  const next = hasNext ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
  return {
    staffMembers: page.map((r) => asReader(r.staffMember, reader)),
    pagingMetadata: { count: page.length, cursors: next ? { next } : {}, hasNext },
  };
}

/** The owner's: the deleted staff member is gone for good. */
export async function removeFromTrash(db: Db, siteId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw missing(id);
  const removed = await db
    .delete(trash)
    .where(and(eq(trash.siteId, siteId), eq(trash.id, id)))
    .returning({ id: trash.id });
  if (!removed.length) throw missing(id);
}
