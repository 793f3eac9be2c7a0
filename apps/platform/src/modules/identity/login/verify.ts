import { IdentityErrorCode, type StateMachineResponse } from '@headless/contract';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import type { MemberRow } from '../../../db/schema/identity';
import { invalid } from '../../../kernel/errors';
import {
  consumeSecret,
  countAttempt,
  createSecret,
  findLiveSecret,
  findMember,
  hashSecret,
  newVerificationCode,
  renewCode,
  updateMember,
} from '../../members/index';
import { answerFor, mailCode, needsVerification } from './states';

/** Wrong codes a state token survives; then it is spent and the member logs in again. */
export const MAX_CODE_ATTEMPTS = 5;

const failed = (reason: string, message: string) =>
  invalid(IdentityErrorCode.verificationFailed, message, { reason });

const sameHash = (a: string | null, b: string) =>
  !!a && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The live state token, and only the given member's when one is named. */
async function liveState(
  db: Db,
  siteId: string,
  stateToken: string | undefined,
  now: Date,
  memberId?: string,
) {
  const row = await findLiveSecret(db, 'state', stateToken ?? '', now, siteId);
  if (!row || (memberId && row.memberId !== memberId))
    throw invalid(
      IdentityErrorCode.invalidStateToken,
      'The state token is unknown, used or expired: log in again',
    );
  return row;
}

/** Spends the state token when its code is right; the member's email counts as verified. */
export async function checkCode(
  db: Db,
  siteId: string,
  body: { code?: string; stateToken?: string },
  now: Date,
  memberId?: string,
): Promise<MemberRow> {
  const row = await liveState(db, siteId, body.stateToken, now, memberId);
  if (!sameHash(row.codeHash, hashSecret(body.code?.trim() ?? ''))) {
    const attempts = await countAttempt(db, row.id);
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await consumeSecret(db, 'state', body.stateToken!, now, siteId);
      throw failed('TOO_MANY_ATTEMPTS', 'Too many wrong codes: log in again for a new one');
    }
    throw failed('WRONG_CODE', 'The verification code is wrong');
  }
  if (!(await consumeSecret(db, 'state', body.stateToken!, now, siteId)))
    throw failed('USED', 'The verification code was already used');
  const member = await findMember(db, siteId, row.memberId);
  if (!member) throw failed('NO_MEMBER', 'The member no longer exists');
  return updateMember(db, member, { emailVerified: true }, now);
}

/** verifyDuringAuthentication {code, stateToken}: the code works once, then the login goes on. */
export async function verifyCode(
  db: Db,
  siteId: string,
  body: { code?: string; stateToken?: string },
  now: Date,
): Promise<StateMachineResponse> {
  return answerFor(db, await checkCode(db, siteId, body, now), now);
}

/** verification start for the calling member: a code by email; `verificationId` names it. */
export async function startVerification(
  db: Db,
  caller: Caller,
  memberId: string,
): Promise<{ verificationId: string }> {
  const { siteId, now } = caller;
  const member = await findMember(db, siteId, memberId);
  if (!member) throw failed('NO_MEMBER', 'The member no longer exists');
  const code = newVerificationCode();
  const verificationId = await createSecret(db, { siteId, memberId, kind: 'state', code }, now);
  await mailCode(db, member, code, now);
  return { verificationId };
}

/** A fresh code for the same state token; the previous code stops working. */
export async function resendCode(
  db: Db,
  siteId: string,
  body: { stateToken?: string },
  now: Date,
): Promise<Record<string, never>> {
  const row = await liveState(db, siteId, body.stateToken, now);
  const member = await findMember(db, siteId, row.memberId);
  if (!member) throw failed('NO_MEMBER', 'The member no longer exists');
  const code = newVerificationCode();
  await renewCode(db, row.id, code, now);
  // States only ask to verify an email that needs it; any other state token is a login code's.
  const kind = (await needsVerification(db, member)) ? 'EMAIL_VERIFICATION' : 'LOGIN_CODE';
  await mailCode(db, member, code, now, kind);
  return {};
}
