import { MemberCommunityErrorCode } from '@headless/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { memberBlocks as b, memberFollows as f } from '../../../db/schema/member-community';
import type { Caller } from '../../../kernel/caller';
import { conflict, invalid, notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { compileCursorQuery, defineFields } from '../../../query';
import { findMember } from '../members';
import { memberNotFound } from '../profiles/profile-reads';

/**
 * Member-to-Member Blocks v1 for the calling member. A pair of members has one block at most,
 * whoever made it: the unique index on the unordered pair decides, concurrent blocks included.
 * The two stop seeing each other (profile reads, follows), so their follows go with the block.
 */

export async function blockMember(db: Db, caller: Caller, me: string, memberId: string) {
  if (memberId === me) {
    throw invalid(
      MemberCommunityErrorCode.selfBlockingForbidden,
      'A member cannot block themself',
      {
        initiatorMemberId: me,
      },
    );
  }
  if (!(await findMember(db, caller.siteId, memberId))) throw memberNotFound(memberId);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(b).values({
        siteId: caller.siteId,
        blockingMemberId: me,
        blockedMemberId: memberId,
        createdAt: caller.now,
      });
      await tx
        .delete(f)
        .where(
          or(
            and(eq(f.memberId, me), eq(f.followedMemberId, memberId)),
            and(eq(f.memberId, memberId), eq(f.followedMemberId, me)),
          ),
        );
    });
  } catch (error) {
    // Either way round (the pair's key or its unordered index), the pair is already in a block.
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      MemberCommunityErrorCode.memberAlreadyBlocked,
      'These members are already in a block',
      { initiatorMemberId: me, targetMemberId: memberId },
    );
  }
}

/** Only the member who made a block removes it; a blocked member is told there is none to remove. */
export async function unblockMember(db: Db, caller: Caller, me: string, memberId: string) {
  if (memberId === me) {
    throw invalid(
      MemberCommunityErrorCode.selfUnblockingForbidden,
      'A member cannot unblock themself',
      { initiatorMemberId: me },
    );
  }
  const gone = !isUuid(memberId)
    ? []
    : await db
        .delete(b)
        .where(
          and(
            eq(b.siteId, caller.siteId),
            eq(b.blockingMemberId, me),
            eq(b.blockedMemberId, memberId),
          ),
        )
        .returning({ id: b.blockedMemberId });
  if (gone.length === 0) {
    throw notFound(MemberCommunityErrorCode.blockDoesNotExist, 'You have not blocked this member', {
      blockingMemberId: me,
      blockedMemberId: memberId,
    });
  }
}

const spec = {
  fields: defineFields({}),
  defaultSort: [asc(b.createdAt), asc(b.blockedMemberId)],
  tieBreaker: b.blockedMemberId,
  defaultLimit: 100,
};

export async function listMyBlocking(
  db: Db,
  caller: Caller,
  me: string,
  paging: { limit?: number; cursor?: string },
) {
  const q = compileCursorQuery({ cursorPaging: paging }, spec, '');
  const rows = await db
    .select({ id: b.blockedMemberId })
    .from(b)
    .where(and(eq(b.siteId, caller.siteId), eq(b.blockingMemberId, me), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { blockedMemberIds: items.map((row) => row.id), pagingMetadata };
}
