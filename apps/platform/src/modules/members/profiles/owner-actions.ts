import type { SiteMember } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members as m, type MemberRow } from '../../../db/schema/identity';
import type { Caller } from '../../../kernel/caller';
import { memberNotFound } from './profile-reads';
import { memberToWire } from './member-wire';
import { isUuid } from '../../../kernel/ids';

const onSite = (caller: Caller, id: string) => and(eq(m.siteId, caller.siteId), eq(m.id, id));

/** The owner's approval lets a pending member log in; a block keeps them out (identity's login). */
export async function setMemberStatus(
  db: Db,
  caller: Caller,
  id: string,
  status: Extract<MemberRow['status'], 'APPROVED' | 'BLOCKED'>,
): Promise<SiteMember> {
  if (!isUuid(id)) throw memberNotFound(id);
  const [row] = await db
    .update(m)
    .set({ status, updatedAt: caller.now })
    .where(onSite(caller, id))
    .returning();
  if (!row) throw memberNotFound(id);
  return memberToWire(row, 'FULL');
}

/** Deleting a member removes their logins too (identity_secrets cascade); their orders stay. */
export async function deleteMember(db: Db, caller: Caller, id: string): Promise<void> {
  if (!isUuid(id)) throw memberNotFound(id);
  const deleted = await db.delete(m).where(onSite(caller, id)).returning({ id: m.id });
  if (deleted.length === 0) throw memberNotFound(id);
}
