import { MemberCommunityErrorCode, type SetMemberPrivacySettingsRequest } from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  memberPrivacySettings as p,
  type MemberPrivacySettingsRow,
} from '../../../db/schema/member-community';
import type { Caller } from '../../../kernel/caller';
import { conflict, invalid } from '../../../kernel/errors';
import { DEFAULT_PRIVACY, findPrivacySettings } from './visibility';

type SetInput = z.infer<typeof SetMemberPrivacySettingsRequest>['memberPrivacySettings'];

const toWire = (row: MemberPrivacySettingsRow) => ({
  id: row.id,
  publicMemberVisibility: row.publicMemberVisibility,
  publicMemberCandidates: row.publicMemberCandidates,
  revision: String(row.revision),
  updatedDate: row.updatedAt.toISOString(),
});

/** The site's settings: its one row once the owner set them, else the defaults at revision 0. */
export async function getMemberPrivacySettings(db: Db, siteId: string) {
  const row = await findPrivacySettings(db, siteId);
  if (row) return { memberPrivacySettings: toWire(row) };
  // The defaults have no row yet; their id is the site's, so it stays the same across reads.
  return { memberPrivacySettings: { id: siteId, ...DEFAULT_PRIVACY, revision: '0' } };
}

/**
 * The owner's set: the revision read must be current (INVALID_REVISION otherwise); UNKNOWN, which
 * the reference says is never used, is not a setting (INVALID_SETTINGS). One upsert guarded by
 * the revision, so two concurrent sets cannot both win.
 */
export async function setMemberPrivacySettings(db: Db, caller: Caller, input: SetInput) {
  const current = (await findPrivacySettings(db, caller.siteId)) ?? {
    ...DEFAULT_PRIVACY,
    revision: 0,
  };
  const { publicMemberVisibility, publicMemberCandidates } = input;
  if (publicMemberVisibility === 'UNKNOWN' || publicMemberCandidates === 'UNKNOWN') {
    throw invalid(MemberCommunityErrorCode.invalidSettings, 'UNKNOWN is not a privacy setting', {
      publicMemberVisibility,
      publicMemberCandidates,
    });
  }
  const next = {
    publicMemberVisibility: publicMemberVisibility ?? current.publicMemberVisibility,
    publicMemberCandidates: publicMemberCandidates ?? current.publicMemberCandidates,
  };
  const revision = Number(input.revision);
  const stale = () =>
    conflict(
      MemberCommunityErrorCode.invalidRevision,
      'The settings changed since they were read',
      {
        revision: String(input.revision),
      },
    );
  if (revision !== current.revision) throw stale();
  const [row] = await db
    .insert(p)
    .values({ siteId: caller.siteId, ...next, revision: 1, updatedAt: caller.now })
    .onConflictDoUpdate({
      target: p.siteId,
      set: { ...next, revision: sql`${p.revision} + 1`, updatedAt: caller.now },
      setWhere: eq(p.revision, revision),
    })
    .returning();
  if (!row) throw stale();
  return { memberPrivacySettings: toWire(row) };
}
