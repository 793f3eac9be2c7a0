import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRow } from '../../../db/reads';
import { members as m } from '../../../db/schema/identity';
import {
  memberBlocks as b,
  memberPrivacySettings,
  type MemberPrivacySettingsRow,
} from '../../../db/schema/member-community';
import type { Caller } from '../../../kernel/caller';

export type PrivacySettings = Pick<
  MemberPrivacySettingsRow,
  'publicMemberVisibility' | 'publicMemberCandidates'
>;

/** What a site that never set its member privacy settings has (Member Privacy Settings v1). */
export const DEFAULT_PRIVACY: PrivacySettings = {
  publicMemberVisibility: 'VISIBLE_TO_ALL',
  publicMemberCandidates: 'ANYONE',
};

export async function findPrivacySettings(db: Db, siteId: string) {
  return selectRow(db, memberPrivacySettings, eq(memberPrivacySettings.siteId, siteId));
}

export async function privacySettingsOf(db: Db, siteId: string): Promise<PrivacySettings> {
  return (await findPrivacySettings(db, siteId)) ?? DEFAULT_PRIVACY;
}

/**
 * Whether anyone but the owner and the member may see public profiles at all: NO_ONE keeps every
 * profile private; VISIBLE_TO_MEMBERS_ONLY shows them to logged-in members, not to visitors.
 */
export function othersMaySeeProfiles(caller: Caller, settings: PrivacySettings): boolean {
  if (settings.publicMemberCandidates === 'NO_ONE') return false;
  return settings.publicMemberVisibility === 'VISIBLE_TO_ALL' || caller.role === 'MEMBER';
}

/** Members in a block with the calling member, either way, are hidden from them (SQL, on `members`). */
export function notBlockedWith(caller: Caller): SQL | undefined {
  if (caller.role !== 'MEMBER') return undefined;
  const me = caller.identity.id;
  return sql`NOT EXISTS (SELECT 1 FROM ${b} WHERE (${b.blockingMemberId} = ${me} AND ${b.blockedMemberId} = ${m.id}) OR (${b.blockingMemberId} = ${m.id} AND ${b.blockedMemberId} = ${me}))`;
}

/** Who made the block between two members, if there is one: `a` (BLOCKING), `b` (BLOCKED). */
export async function blockBetween(
  db: Db,
  a: string,
  other: string,
): Promise<'BLOCKING' | 'BLOCKED' | undefined> {
  const row = await selectRow(
    db,
    b,
    or(
      and(eq(b.blockingMemberId, a), eq(b.blockedMemberId, other)),
      and(eq(b.blockingMemberId, other), eq(b.blockedMemberId, a)),
    ),
  );
  if (!row) return undefined;
  return row.blockingMemberId === a ? 'BLOCKING' : 'BLOCKED';
}
