import {
  MemberCommunityErrorCode,
  PlatformErrorCode,
  type CreateMemberAboutRequest,
  type CursorQuery,
  type MemberAbout,
  type UpdateMemberAboutRequest,
} from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { members as m } from '../../../db/schema/identity';
import { memberAbouts as a, type MemberAboutRow } from '../../../db/schema/member-community';
import { isUniqueViolation } from '../../../db/unique-violation';
import { isAdmin } from '../../../http/auth-context';
import type { Caller } from '../../../kernel/caller';
import { conflict, forbidden, invalid, notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { compileCursorQuery, defineFields } from '../../../query';
import { memberIdOf } from '../../../http/require-member';
import { findMember } from '../members';
import { memberNotFound, membersSeenBy } from '../profiles/profile-reads';

/**
 * Members About v2: one "About" section per member (the unique key decides). A member writes
 * their own; the owner any member's; anyone reads the sections of the members they may see.
 */

const toWire = (row: MemberAboutRow): MemberAbout => ({
  id: row.id,
  memberId: row.memberId,
  content: row.content,
  revision: String(row.revision),
});

const aboutNotFound = (id: string) =>
  notFound(MemberCommunityErrorCode.memberAboutNotFound, `No "About" section ${id}`, { id });

type CreateInput = z.infer<typeof CreateMemberAboutRequest>['memberAbout'];
type UpdateInput = z.infer<typeof UpdateMemberAboutRequest>['memberAbout'];

/** Whose section the caller writes: the owner names the member, a member is the member. */
async function authorOf(db: Db, caller: Caller, memberId: string | undefined): Promise<string> {
  if (!isAdmin(caller.identity)) {
    const me = memberIdOf(caller, 'write your "About" section');
    if (memberId && memberId !== me) {
      throw forbidden(
        PlatformErrorCode.forbidden,
        'A member writes only their own "About" section',
      );
    }
    return me;
  }
  if (!memberId) {
    throw invalid(PlatformErrorCode.invalidArgument, 'memberAbout.memberId is required', {
      field: 'memberAbout.memberId',
    });
  }
  if (!(await findMember(db, caller.siteId, memberId))) throw memberNotFound(memberId);
  return memberId;
}

export async function createMemberAbout(db: Db, caller: Caller, input: CreateInput) {
  const memberId = await authorOf(db, caller, input.memberId);
  try {
    const [row] = await db
      .insert(a)
      .values({
        siteId: caller.siteId,
        memberId,
        content: input.content,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    return { memberAbout: toWire(row!) };
  } catch (error) {
    if (!isUniqueViolation(error, 'member_abouts_member_id_key')) throw error;
    throw conflict(
      MemberCommunityErrorCode.memberAboutAlreadyExists,
      'This member already has an "About" section: update it',
      { memberId },
    );
  }
}

/** The section the caller may change: their own (a member), any (the owner); else not found. */
function writable(caller: Caller, id: string) {
  if (!isUuid(id)) throw aboutNotFound(id);
  const own = isAdmin(caller.identity)
    ? undefined
    : eq(a.memberId, memberIdOf(caller, 'change your "About" section'));
  return and(eq(a.siteId, caller.siteId), eq(a.id, id), own);
}

/** The revision sent must be the section's: one guarded UPDATE, so concurrent writes cannot both win. */
export async function updateMemberAbout(db: Db, caller: Caller, id: string, input: UpdateInput) {
  const where = writable(caller, id);
  const revision = Number(input.revision);
  const [row] = await db
    .update(a)
    .set({ content: input.content, revision: sql`${a.revision} + 1`, updatedAt: caller.now })
    .where(and(where, eq(a.revision, revision)))
    .returning();
  if (row) return { memberAbout: toWire(row) };
  const [existing] = await db.select({ revision: a.revision }).from(a).where(where);
  if (!existing) throw aboutNotFound(id);
  throw conflict(
    MemberCommunityErrorCode.invalidRevision,
    'The section changed since it was read',
    {
      revision: String(input.revision),
      currentRevision: String(existing.revision),
    },
  );
}

export async function deleteMemberAbout(db: Db, caller: Caller, id: string) {
  const gone = await db.delete(a).where(writable(caller, id)).returning({ id: a.id });
  if (gone.length === 0) throw aboutNotFound(id);
}

const spec = {
  fields: defineFields({
    id: { sql: sql`${a.id}::text`, type: 'string' as const },
    memberId: { sql: sql`${a.memberId}::text`, type: 'string' as const },
  }),
  defaultSort: [asc(a.createdAt)],
  tieBreaker: a.id,
  defaultLimit: 50,
};

/** Sections of the members the caller may see (members.ts' rules: community, privacy, blocks). */
async function readable(db: Db, caller: Caller, query?: CursorQuery) {
  const q = compileCursorQuery(query, spec);
  const rows = await db
    .select({ about: a })
    .from(a)
    .innerJoin(m, eq(m.id, a.memberId))
    .where(and(eq(a.siteId, caller.siteId), await membersSeenBy(db, caller), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  return q.page(rows.map((row) => toWire(row.about)));
}

export async function queryMemberAbouts(db: Db, caller: Caller, query?: CursorQuery) {
  const { items, pagingMetadata } = await readable(db, caller, query);
  return { memberAbouts: items, metadata: pagingMetadata };
}

export async function getMemberAbout(db: Db, caller: Caller, id: string) {
  if (!isUuid(id)) throw aboutNotFound(id);
  const { items } = await readable(db, caller, { filter: { id } });
  if (!items[0]) throw aboutNotFound(id);
  return { memberAbout: items[0] };
}

/** The calling member's section; none yet answers without one. */
export async function getMyMemberAbout(db: Db, caller: Caller) {
  const me = memberIdOf(caller, 'read your "About" section');
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.siteId, caller.siteId), eq(a.memberId, me)));
  return row ? { memberAbout: toWire(row) } : {};
}
