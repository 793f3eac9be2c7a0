import type {
  MemberAddress,
  MemberFieldset,
  SiteMember,
  UpdateMemberRequest,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { IdentityErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members as m, type MemberRow } from '../../../db/schema/identity';
import { onUniqueViolation } from '../../../db/unique-violation';
import type { Caller } from '../../../kernel/caller';
import { conflict } from '../../../kernel/errors';
import { memberNotFound } from './profile-reads';
import { memberToWire } from './member-wire';

type Change = Partial<
  Pick<
    MemberRow,
    | 'nickname'
    | 'firstName'
    | 'lastName'
    | 'slug'
    | 'privacyStatus'
    | 'phones'
    | 'emails'
    | 'addresses'
  >
>;

/** Each street address gets the platform's id (read-only on the wire), kept when it is sent back. */
export const withAddressIds = (addresses: MemberAddress[]): MemberRow['addresses'] =>
  addresses.map((address) => ({ ...address, id: address.id ?? randomUUID() }));

/** Writes the member's own row; a member whose record is gone (deleted) is not found. */
export async function changeMember(db: Db, caller: Caller, memberId: string, change: Change) {
  const [row] = await db
    .update(m)
    .set({ ...change, updatedAt: caller.now })
    .where(and(eq(m.siteId, caller.siteId), eq(m.id, memberId)))
    .returning();
  if (!row) throw memberNotFound(memberId);
  return row;
}

/** The member answers with their own record in full, as getCurrentMember's FULL does. */
const own = (row: MemberRow, fieldset: MemberFieldset = 'FULL'): SiteMember =>
  memberToWire(row, fieldset);

/** A member changes their profile's nickname and their contact's names, phones and addresses. */
export async function updateOwnMember(
  db: Db,
  caller: Caller,
  memberId: string,
  input: UpdateMemberRequest['member'],
): Promise<SiteMember> {
  const change: Change = {
    ...(input.profile?.nickname !== undefined ? { nickname: input.profile.nickname } : {}),
    ...(input.contact?.firstName !== undefined
      ? { firstName: input.contact.firstName || null }
      : {}),
    ...(input.contact?.lastName !== undefined ? { lastName: input.contact.lastName || null } : {}),
    ...(input.contact?.phones !== undefined ? { phones: input.contact.phones } : {}),
    ...(input.contact?.addresses !== undefined
      ? { addresses: withAddressIds(input.contact.addresses) }
      : {}),
  };
  return own(await changeMember(db, caller, memberId, change));
}

/** No two members of a site share a slug: the unique index decides, races included. */
export async function updateOwnSlug(
  db: Db,
  caller: Caller,
  memberId: string,
  slug: string,
): Promise<SiteMember> {
  const taken = () =>
    conflict(IdentityErrorCode.slugAlreadyExists, `The slug "${slug}" is taken`, { slug });
  const row = await onUniqueViolation('members_site_slug_key', taken, () =>
    changeMember(db, caller, memberId, { slug }),
  );
  return own(row);
}

/** Joining the community makes the profile public; leaving makes it private again. */
export async function setCommunityMembership(
  db: Db,
  caller: Caller,
  memberId: string,
  joined: boolean,
): Promise<SiteMember> {
  const privacyStatus = joined ? 'PUBLIC' : 'PRIVATE';
  return own(await changeMember(db, caller, memberId, { privacyStatus }));
}
