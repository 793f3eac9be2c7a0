import { MemberCommunityErrorCode } from '@headless/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberFollows as f } from '../../../db/schema/member-community';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { compileCursorQuery, defineFields, type EntityQuerySpec } from '../../../query';
import { findMember } from '../members';
import { getSiteMember, memberNotFound } from '../profiles/profile-reads';

/**
 * Members Followers v3 for the calling member: follow and unfollow whom they can see, list who
 * follows them and whom they follow, and how they stand with given members; the same reads of any
 * member for the site's owner (`memberConnectionsOf`). A follow is one row per pair (the primary
 * key), so a repeated or concurrent follow stays one follow.
 */

export async function followMember(db: Db, caller: Caller, me: string, memberId: string) {
  if (memberId === me) {
    throw invalid(
      MemberCommunityErrorCode.selfFollowingForbidden,
      'A member cannot follow themself',
      {
        memberId,
      },
    );
  }
  // Only a member the caller may see can be followed: private, blocked and unknown are not found.
  await getSiteMember(db, caller, memberId);
  await db
    .insert(f)
    .values({
      siteId: caller.siteId,
      memberId: me,
      followedMemberId: memberId,
      createdAt: caller.now,
    })
    .onConflictDoNothing();
}

/** Unfollowing someone the member does not follow changes nothing, and says nothing. */
export async function unfollowMember(db: Db, caller: Caller, me: string, memberId: string) {
  await db
    .delete(f)
    .where(and(eq(f.siteId, caller.siteId), eq(f.memberId, me), eq(f.followedMemberId, memberId)));
}

const spec = (column: typeof f.memberId): EntityQuerySpec => ({
  fields: defineFields({}),
  defaultSort: [asc(f.createdAt), asc(column)],
  tieBreaker: column,
  defaultLimit: 100,
});

/** Followers (`of: 'followers'`) or followed members of `me`, newest follow last, by cursor. */
export async function listMyConnections(
  db: Db,
  caller: Caller,
  me: string,
  of: 'followers' | 'following',
  paging: { limit?: number; cursor?: string },
) {
  const listed = of === 'followers' ? f.memberId : f.followedMemberId;
  const mine = of === 'followers' ? f.followedMemberId : f.memberId;
  const q = compileCursorQuery({ cursorPaging: paging }, spec(listed), '');
  const rows = await db
    .select({ id: listed })
    .from(f)
    .where(and(eq(f.siteId, caller.siteId), eq(mine, me), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { memberIds: items.map((row) => row.id), pagingMetadata };
}

/** For each member named: whether `me` follows them, and whether they follow `me` back. */
export async function queryMyConnections(db: Db, caller: Caller, me: string, ids: string[]) {
  if (!ids.length) return { connectedMembers: [] };
  const rows = await db
    .select({ memberId: f.memberId, followedMemberId: f.followedMemberId })
    .from(f)
    .where(
      and(
        eq(f.siteId, caller.siteId),
        sql`(${f.memberId} = ${me} AND ${inArray(f.followedMemberId, ids)}) OR (${f.followedMemberId} = ${me} AND ${inArray(f.memberId, ids)})`,
      ),
    );
  const iFollow = new Set(rows.filter((r) => r.memberId === me).map((r) => r.followedMemberId));
  const followsMe = new Set(rows.filter((r) => r.followedMemberId === me).map((r) => r.memberId));
  return {
    connectedMembers: [...new Set(ids)].map((id) => ({
      connectedMemberId: id,
      followedByMember: iFollow.has(id),
      followingMember: followsMe.has(id),
    })),
  };
}

/**
 * The owner's List Member Followers / Following and Query Member Connections (the reference's
 * Read Member Connections permission, an app's): the same reads, of a member the site has, any
 * profile status included (the owner sees them all). Another id is MEMBER_NOT_FOUND.
 */
export async function memberConnectionsOf(db: Db, caller: Caller, memberId: string) {
  if (!isUuid(memberId) || !(await findMember(db, caller.siteId, memberId))) {
    throw memberNotFound(memberId);
  }
  return {
    list: (of: 'followers' | 'following', paging: { limit?: number; cursor?: string }) =>
      listMyConnections(db, caller, memberId, of, paging),
    query: (ids: string[]) => queryMyConnections(db, caller, memberId, ids),
  };
}
