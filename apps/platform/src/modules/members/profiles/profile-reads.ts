import type {
  ListMembersQuery,
  MemberFieldset,
  QueryMembersRequest,
  SiteMember,
  SiteMembersResponse,
} from '@headless/contract';
import { IdentityErrorCode, MemberCommunityErrorCode } from '@headless/contract';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members as m, type MemberRow } from '../../../db/schema/identity';
import { isAdmin } from '../../../http/auth-context';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { compileQuery, defineFields, recordDateFields, type EntityQuerySpec } from '../../../query';
import { findMember } from '../members';
import {
  blockBetween,
  notBlockedWith,
  othersMaySeeProfiles,
  privacySettingsOf,
  type PrivacySettings,
} from '../community/visibility';
import { memberToWire, widestFieldset } from './member-wire';

const publicFields = {
  id: { sql: sql`${m.id}::text`, type: 'string' as const },
  'profile.nickname': { sql: m.nickname, type: 'string' as const, sortable: true },
  'profile.slug': { sql: m.slug, type: 'string' as const },
};

/** Others may filter on what they may read (the profile); the owner on the member's record too. */
const spec = (fields: Parameters<typeof defineFields>[0]): EntityQuerySpec => ({
  fields: defineFields(fields),
  defaultSort: [asc(m.createdAt)],
  tieBreaker: m.id,
  defaultLimit: 50,
});
const othersSpec = spec(publicFields);
export const ownerSpec = spec({
  ...publicFields,
  loginEmail: { sql: m.email, type: 'string' },
  status: { sql: m.status, type: 'string' },
  privacyStatus: { sql: m.privacyStatus, type: 'string' },
  ...recordDateFields(m),
});

/**
 * Who sees what: the owner every member, in any field set; a member their own record the same
 * way; everyone else only members who joined the community, approved, and only their PUBLIC
 * fields (a private member is not found), as far as the site's privacy settings show public
 * profiles to them, and never a member in a block with them (Member-to-Member Blocks'
 * integration guide).
 */
function seenBy(caller: Caller, settings: PrivacySettings): SQL | undefined {
  if (isAdmin(caller.identity)) return undefined;
  if (!othersMaySeeProfiles(caller, settings)) return sql`false`;
  return and(eq(m.privacyStatus, 'PUBLIC'), eq(m.status, 'APPROVED'), notBlockedWith(caller));
}

/** The members whose records the caller may read (SQL on `members`): others', and their own. */
export async function membersSeenBy(db: Db, caller: Caller): Promise<SQL | undefined> {
  const others = seenBy(caller, await privacySettingsOf(db, caller.siteId));
  return caller.role === 'MEMBER' ? or(eq(m.id, caller.identity.id), others) : others;
}

/** The owner and the member themselves read any field set asked for; others only PUBLIC. */
function isPrivileged(caller: Caller, row: MemberRow): boolean {
  const self = caller.role === 'MEMBER' && caller.identity.id === row.id;
  return self || isAdmin(caller.identity);
}

function fieldsetFor(caller: Caller, row: MemberRow, asked?: MemberFieldset[]): MemberFieldset {
  return isPrivileged(caller, row) ? widestFieldset(asked) : 'PUBLIC';
}

export const memberNotFound = (id: string) =>
  notFound(IdentityErrorCode.memberNotFound, `Member not found: ${id}`, { id });

export async function getSiteMember(
  db: Db,
  caller: Caller,
  id: string,
  fieldsets?: MemberFieldset[],
): Promise<SiteMember> {
  const row = await findMember(db, caller.siteId, id);
  if (!row) throw memberNotFound(id);
  if (isPrivileged(caller, row)) return memberToWire(row, fieldsetFor(caller, row, fieldsets));
  const inCommunity = row.privacyStatus === 'PUBLIC' && row.status === 'APPROVED';
  const settings = await privacySettingsOf(db, caller.siteId);
  if (!inCommunity || !othersMaySeeProfiles(caller, settings)) throw memberNotFound(id);
  if (caller.role === 'MEMBER') await refuseBlocked(db, caller.identity.id, id);
  return memberToWire(row, 'PUBLIC');
}

/** A member blocked by the one asked for finds nothing; one who blocked them is told so. */
async function refuseBlocked(db: Db, me: string, id: string): Promise<void> {
  const block = await blockBetween(db, me, id);
  if (block === 'BLOCKED') throw memberNotFound(id);
  if (block === 'BLOCKING') {
    throw notFound(MemberCommunityErrorCode.memberToMemberBlocked, `You blocked member ${id}`, {
      id,
    });
  }
}

export async function querySiteMembers(
  db: Db,
  caller: Caller,
  request: QueryMembersRequest,
): Promise<SiteMembersResponse> {
  const { filter, paging, sorting } = request.query ?? {};
  const owner = isAdmin(caller.identity);
  const q = compileQuery({ filter, paging, sort: sorting }, owner ? ownerSpec : othersSpec);
  const settings = await privacySettingsOf(db, caller.siteId);
  const where = and(eq(m.siteId, caller.siteId), seenBy(caller, settings), q.where);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(m)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(m)
      .where(where),
  ]);
  const members = rows.map((row) => memberToWire(row, fieldsetFor(caller, row, request.fieldsets)));
  return {
    members,
    metadata: { count: members.length, offset: q.offset, total: counted?.total ?? 0 },
  };
}

export function listSiteMembers(db: Db, caller: Caller, input: ListMembersQuery) {
  const paging = { limit: input['paging.limit'], offset: input['paging.offset'] };
  return querySiteMembers(db, caller, { query: { paging }, fieldsets: input.fieldsets });
}
