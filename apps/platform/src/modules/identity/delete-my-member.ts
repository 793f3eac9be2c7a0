import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { deleteMember } from '../members';
import { revokeMemberTokens } from '../oauth';

export const memberGone = () =>
  notFound('MEMBER_NOT_FOUND', 'The member of this token no longer exists');

/**
 * deleteMyMember: the calling member's record goes, and they are logged out of the site (every
 * refresh token of theirs revoked, on every client), in one transaction. Their orders, bookings
 * and tickets stay the site's: this platform has no member content to hand to a
 * `contentAssigneeId`.
 */
export async function deleteMyMember(db: Db, caller: Caller, memberId: string): Promise<void> {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, siteId, memberId))) throw memberGone();
    await revokeMemberTokens(tx, siteId, undefined, memberId, now);
  });
}
