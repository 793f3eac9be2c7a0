import { IdentityErrorCode } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import type { MemberRow } from '../../../db/schema/identity';
import { invalid, notFound } from '../../../kernel/errors';
import { consumeSecret, createSecret, findMember, findMemberByEmail } from '../../members/index';
import { needsVerification } from './states';

/** A session token spent for the member it names, who must still be allowed to log in. */
export async function spendSessionToken(
  db: Db,
  siteId: string,
  sessionToken: string | undefined,
  now: Date,
): Promise<MemberRow | undefined> {
  const row = await consumeSecret(db, 'session', sessionToken ?? '', now, siteId);
  const member = row && (await findMember(db, siteId, row.memberId));
  if (!member || member.status !== 'APPROVED' || (await needsVerification(db, member)))
    return undefined;
  return member;
}

/** signOn (the owner's external login): a session token for a member, by id or email. */
export async function signOn(
  db: Db,
  caller: Caller,
  body: { memberId?: string; loginId?: { email?: string } },
): Promise<{ sessionToken: string }> {
  const { siteId, now } = caller;
  const member = body.memberId
    ? await findMember(db, siteId, body.memberId)
    : body.loginId?.email
      ? await findMemberByEmail(db, siteId, body.loginId.email)
      : undefined;
  if (!member) throw notFound('MEMBER_NOT_FOUND', 'No such member on this site', { ...body });
  if (member.status !== 'APPROVED')
    throw invalid(IdentityErrorCode.accessDenied, 'This member may not log in', {
      status: member.status,
    });
  const sessionToken = await createSecret(
    db,
    { siteId, memberId: member.id, kind: 'session' },
    now,
  );
  return { sessionToken };
}
