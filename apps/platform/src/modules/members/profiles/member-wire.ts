import type { MemberFieldset, SiteMember } from '@headless/contract';
import type { MemberRow } from '../../../db/schema/identity';
import { wireDates } from '../../../kernel/wire-dates';

const RANK: Record<MemberFieldset, number> = { PUBLIC: 0, EXTENDED: 1, FULL: 2 };

/** The widest field set asked for; PUBLIC when none is (Members v1's default). */
export function widestFieldset(fieldsets: readonly MemberFieldset[] | undefined): MemberFieldset {
  return (fieldsets ?? []).reduce<MemberFieldset>(
    (widest, f) => (RANK[f] > RANK[widest] ? f : widest),
    'PUBLIC',
  );
}

const omitEmpty = <T extends Record<string, string | null>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as {
    [K in keyof T]?: string;
  };

/**
 * A member on the wire in one field set (docs/protocol.md §2.8). PUBLIC is what anyone may read
 * of a public member: the id and the profile, every status UNKNOWN.
 */
export function memberToWire(row: MemberRow, fieldset: MemberFieldset): SiteMember {
  const profile = omitEmpty({ nickname: row.nickname, slug: row.slug });
  if (fieldset === 'PUBLIC') {
    return {
      id: row.id,
      profile,
      status: 'UNKNOWN',
      privacyStatus: 'UNKNOWN',
      activityStatus: 'UNKNOWN',
    };
  }
  const extended: SiteMember = {
    id: row.id,
    profile,
    status: row.status,
    privacyStatus: row.privacyStatus,
    activityStatus: 'ACTIVE',
    loginEmail: row.email,
    loginEmailVerified: row.emailVerified,
  };
  if (fieldset === 'EXTENDED') return extended;
  const names = omitEmpty({ firstName: row.firstName, lastName: row.lastName });
  const contact = { ...names, phones: row.phones, emails: row.emails, addresses: row.addresses };
  return { ...extended, contact, ...wireDates(row) };
}
