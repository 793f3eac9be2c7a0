import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { notFound, validationError } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import {
  consumeSecret,
  createSecret,
  findMember,
  findMemberByEmail,
  setMemberStatus,
} from '../../members/index';

/** Which member the owner's Approve or Block names: one of an id, a login email, an approval token. */
export interface MemberIdentifier {
  id?: string | undefined;
  email?: string | undefined;
  token?: string | undefined;
}

const noSuchMember = (identifier: MemberIdentifier) =>
  notFound('MEMBER_NOT_FOUND', 'No such member on this site', {
    ...(identifier.id ? { id: identifier.id } : {}),
    ...(identifier.email ? { email: identifier.email } : {}),
  });

/**
 * The member named. An approval token (from register, for a member the owner must approve) works
 * once and for 30 hours: a used, expired or unknown one names nobody.
 */
async function memberNamed(db: Db, caller: Caller, identifier: MemberIdentifier) {
  const { id, email, token } = identifier;
  const given = [id, email, token].filter(Boolean).length;
  if (given !== 1) {
    throw validationError([
      {
        field: 'id',
        description: 'exactly one of id, email or token names the member',
        violatedRule: given ? 'VALIDATION' : 'REQUIRED_FIELD',
      },
    ]);
  }
  const { siteId, now } = caller;
  let memberId = id;
  if (email) memberId = (await findMemberByEmail(db, siteId, email))?.id;
  if (token) memberId = (await consumeSecret(db, 'approval', token, now, siteId))?.memberId;
  const member = memberId && isUuid(memberId) ? await findMember(db, siteId, memberId) : undefined;
  if (!member) throw noSuchMember(identifier);
  return member;
}

/**
 * `@wix/members` authentication.approve (the owner's): the member may log in, and the answer
 * carries a session token for them, as register's does for a member approved at once.
 */
export async function approveMember(db: Db, caller: Caller, identifier: MemberIdentifier) {
  const member = await memberNamed(db, caller, identifier);
  await setMemberStatus(db, caller, member.id, 'APPROVED');
  const token = await createSecret(
    db,
    { siteId: caller.siteId, memberId: member.id, kind: 'session' },
    caller.now,
  );
  return { session: { token } };
}

/** authentication.block (the owner's): the member can no longer log in. */
export async function blockMember(
  db: Db,
  caller: Caller,
  identifier: Omit<MemberIdentifier, 'token'>,
) {
  const member = await memberNamed(db, caller, { id: identifier.id, email: identifier.email });
  await setMemberStatus(db, caller, member.id, 'BLOCKED');
  return {};
}

/** An approval token for a member register left waiting for the owner. */
export const approvalTokenFor = (db: Db, siteId: string, memberId: string, now: Date) =>
  createSecret(db, { siteId, memberId, kind: 'approval' }, now);
