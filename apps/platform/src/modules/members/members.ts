import { IdentityErrorCode, type Identity } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRow } from '../../db/reads';
import { members, type MemberRow } from '../../db/schema/identity';
import { isUniqueViolation } from '../../db/unique-violation';
import { invalid } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { wireDates } from '../../kernel/wire-dates';

export type NewMember = Pick<MemberRow, 'siteId' | 'email' | 'passwordHash' | 'status'> &
  Partial<
    Pick<
      MemberRow,
      | 'nickname'
      | 'firstName'
      | 'lastName'
      | 'emailVerified'
      | 'slug'
      | 'privacyStatus'
      | 'passwordResetRequired'
      | 'phones'
      | 'emails'
      | 'addresses'
    >
  >;

export const emailExists = (email: string) =>
  invalid(IdentityErrorCode.emailAlreadyExists, 'A member with this email already exists', {
    email,
  });

/** The unique index on (site, lower(email)) decides, so two instances cannot both register it. */
export async function insertMember(db: Db, input: NewMember, now: Date): Promise<MemberRow> {
  try {
    const [row] = await db
      .insert(members)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'members_site_email_key')) throw emailExists(input.email);
    throw error;
  }
}

export async function findMemberByEmail(db: Db, siteId: string, email: string) {
  const sameEmail = sql`lower(${members.email}) = lower(${email})`;
  return selectRow(db, members, and(eq(members.siteId, siteId), sameEmail));
}

export async function findMember(db: Db, siteId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return selectRow(db, members, and(eq(members.siteId, siteId), eq(members.id, id)));
}

/** Deletes the site's member (their one-time secrets go with them); false when there was none. */
export async function deleteMember(db: Db, siteId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const gone = await db
    .delete(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, id)))
    .returning({ id: members.id });
  return gone.length > 0;
}

export async function updateMember(
  db: Db,
  member: MemberRow,
  change: Partial<Pick<MemberRow, 'passwordHash' | 'emailVerified' | 'passwordResetRequired'>>,
  now: Date,
): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({ ...change, updatedAt: now })
    .where(eq(members.id, member.id))
    .returning();
  return row ?? member;
}

/** The identity as the login calls return it; never the password hash. */
export function identityOf(member: MemberRow, needsVerification: boolean): Identity {
  const status =
    member.status === 'BLOCKED'
      ? { name: 'BLOCKED' as const, reasons: [] }
      : needsVerification
        ? { name: 'PENDING' as const, reasons: ['PENDING_EMAIL_VERIFICATION'] }
        : member.status === 'PENDING'
          ? { name: 'PENDING' as const, reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] }
          : { name: 'ACTIVE' as const, reasons: [] };
  const profile = {
    ...(member.nickname ? { nickname: member.nickname } : {}),
    ...(member.firstName ? { firstName: member.firstName } : {}),
    ...(member.lastName ? { lastName: member.lastName } : {}),
  };
  return {
    id: member.id,
    ...wireDates(member),
    email: { address: member.email, isVerified: member.emailVerified },
    status,
    identityProfile: profile,
  };
}
