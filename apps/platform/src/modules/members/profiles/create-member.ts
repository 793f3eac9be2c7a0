import type { CreateMemberRequest, SiteMember } from '@headless/contract';
import { IdentityErrorCode } from '@headless/contract';
import type { Db } from '../../../db/client';
import { onUniqueViolation } from '../../../db/unique-violation';
import type { Caller } from '../../../kernel/caller';
import { conflict } from '../../../kernel/errors';
import { insertMember } from '../members';
import { memberToWire } from './member-wire';
import { withAddressIds } from './profile-writes';

/** No password can match it: the member sets theirs through the recovery mail. */
const NO_PASSWORD = 'unset';

/**
 * The owner's createMember (docs/protocol.md §2.8): an approved member with this login email and
 * no password; logging in asks them to set one first (password recovery), as the real platform's
 * members created this way set theirs from the "set password" mail.
 */
export async function createMember(
  db: Db,
  caller: Caller,
  { member }: CreateMemberRequest,
): Promise<SiteMember> {
  const slug = member.profile?.slug;
  const taken = () =>
    conflict(IdentityErrorCode.slugAlreadyExists, `The slug "${slug}" is taken`, { slug });
  const row = await onUniqueViolation('members_site_slug_key', taken, () =>
    insertMember(
      db,
      {
        siteId: caller.siteId,
        email: member.loginEmail,
        passwordHash: NO_PASSWORD,
        passwordResetRequired: true,
        status: 'APPROVED',
        nickname: member.profile?.nickname ?? null,
        slug: slug ?? null,
        firstName: member.contact?.firstName || null,
        lastName: member.contact?.lastName || null,
        phones: member.contact?.phones ?? [],
        emails: member.contact?.emails ?? [],
        addresses: withAddressIds(member.contact?.addresses ?? []),
        privacyStatus: member.privacyStatus ?? 'PRIVATE',
      },
      caller.now,
    ),
  );
  return memberToWire(row, 'FULL');
}
