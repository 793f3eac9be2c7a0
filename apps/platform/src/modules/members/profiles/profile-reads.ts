import type {
  ListMembersQuery,
  MemberFieldset,
  QueryMembersRequest,
  SiteMember,
  SiteMembersResponse,
} from '@headless/contract';
import { IdentityErrorCode } from '@headless/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members as m, type MemberRow } from '../../../db/schema/identity';
import { isAdmin } from '../../../http/auth-context';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { compileQuery, defineFields, recordDateFields, type EntityQuerySpec } from '../../../query';
import { findMember } from '../members';
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
const ownerSpec = spec({
  ...publicFields,
  loginEmail: { sql: m.email, type: 'string' },
  status: { sql: m.status, type: 'string' },
  privacyStatus: { sql: m.privacyStatus, type: 'string' },
  ...recordDateFields(m),
});

/**
 * Who sees what: the owner every member, in any field set; a member their own record the same
 * way; everyone else only members who joined the community, approved, and only their PUBLIC
 * fields (a private member is not found).
 */
function seenBy(caller: Caller): SQL | undefined {
  if (isAdmin(caller.identity)) return undefined;
  return and(eq(m.privacyStatus, 'PUBLIC'), eq(m.status, 'APPROVED'));
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
  const inCommunity = row.privacyStatus === 'PUBLIC' && row.status === 'APPROVED';
  if (!inCommunity && !isPrivileged(caller, row)) throw memberNotFound(id);
  return memberToWire(row, fieldsetFor(caller, row, fieldsets));
}

export async function querySiteMembers(
  db: Db,
  caller: Caller,
  request: QueryMembersRequest,
): Promise<SiteMembersResponse> {
  const { filter, paging, sorting } = request.query ?? {};
  const owner = isAdmin(caller.identity);
  const q = compileQuery({ filter, paging, sort: sorting }, owner ? ownerSpec : othersSpec);
  const where = and(eq(m.siteId, caller.siteId), seenBy(caller), q.where);
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
