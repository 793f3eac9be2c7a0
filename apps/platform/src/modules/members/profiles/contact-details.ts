import type { BulkDeleteMembersResponse, Filter, SiteMember } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { members as m } from '../../../db/schema/identity';
import { isAdmin } from '../../../http/auth-context';
import { memberIdOf } from '../../../http/require-member';
import type { Caller } from '../../../kernel/caller';
import { isUuid } from '../../../kernel/ids';
import { compileWhere } from '../../../query';
import { memberNotFound, ownerSpec } from './profile-reads';
import { changeMember } from './profile-writes';
import { memberToWire } from './member-wire';
import { bulkActionMetadata } from '../../../kernel/bulk';

export type ContactList = 'phones' | 'emails' | 'addresses';

/**
 * deleteMemberPhones / Emails / Addresses: clears one list of the member's contact. A member
 * clears their own (another member's id is not found to them); the owner any member's.
 */
export async function clearContactList(
  db: Db,
  caller: Caller,
  id: string,
  list: ContactList,
): Promise<SiteMember> {
  if (!isUuid(id)) throw memberNotFound(id);
  if (!isAdmin(caller.identity) && memberIdOf(caller, 'change your contact details') !== id) {
    throw memberNotFound(id);
  }
  return memberToWire(await changeMember(db, caller, id, { [list]: [] }), 'FULL');
}

type BulkResult = z.infer<typeof BulkDeleteMembersResponse>;

/** The owner's bulkDeleteMembers: each id deleted or reported not found, in the order sent. */
export async function bulkDeleteMembers(
  db: Db,
  caller: Caller,
  ids: string[],
): Promise<BulkResult> {
  const deleted = await db
    .delete(m)
    .where(and(eq(m.siteId, caller.siteId), inArray(m.id, ids)))
    .returning({ id: m.id });
  const gone = new Set(deleted.map((row) => row.id));
  const results = ids.map((id, originalIndex) => ({
    itemMetadata: gone.has(id)
      ? { id, originalIndex, success: true }
      : {
          id,
          originalIndex,
          success: false,
          error: { code: 'MEMBER_NOT_FOUND', description: `Member not found: ${id}` },
        },
  }));
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}

/**
 * The owner's bulkDeleteMembersByFilter: the real platform starts an async job; here the job is
 * done before the answer, which names it. The filter speaks the owner's query fields.
 */
export async function bulkDeleteMembersByFilter(db: Db, caller: Caller, filter: Filter) {
  const where = compileWhere(filter, ownerSpec, 'filter');
  await db.delete(m).where(and(eq(m.siteId, caller.siteId), where));
  return { jobId: randomUUID() };
}
