import type { StateMachineResponse } from '@headless/contract';
import type { Db } from '../../db/client';
import type { MemberRow } from '../../db/schema/identity';
import { sendMail } from './mail';
import { identityOf } from './members';
import { createSecret, newVerificationCode } from './secrets';
import { readSettings } from './settings';

/** Unverified emails must be verified only while the site asks for verification. */
export async function needsVerification(db: Db, member: MemberRow): Promise<boolean> {
  if (member.emailVerified) return false;
  return (await readSettings(db, member.siteId)).signupPolicy === 'REQUIRE_EMAIL_VERIFICATION';
}

/** The state machine of register, login and verify (protocol.md §5.4). */
export async function answerFor(
  db: Db,
  member: MemberRow,
  now: Date,
): Promise<StateMachineResponse> {
  const verify = await needsVerification(db, member);
  const identity = identityOf(member, verify);
  if (member.status === 'BLOCKED') return { state: 'STATUS_CHECK', identity };
  if (verify) {
    const stateToken = await startVerification(db, member, now);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
  }
  if (member.status === 'PENDING') return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  const sessionToken = await createSecret(
    db,
    { siteId: member.siteId, memberId: member.id, kind: 'session' },
    now,
  );
  return { state: 'SUCCESS', sessionToken, identity };
}

/** A state token, and its code in the outbox for the member to read. */
async function startVerification(db: Db, member: MemberRow, now: Date): Promise<string> {
  const code = newVerificationCode();
  const stateToken = await createSecret(
    db,
    { siteId: member.siteId, memberId: member.id, kind: 'state', code },
    now,
  );
  await mailCode(db, member, code, now);
  return stateToken;
}

export async function mailCode(db: Db, member: MemberRow, code: string, now: Date): Promise<void> {
  await sendMail(
    db,
    {
      siteId: member.siteId,
      recipient: member.email,
      kind: 'EMAIL_VERIFICATION',
      subject: `Your verification code is ${code}`,
      body: `Enter ${code} to verify your email. The code works once, for 15 minutes.`,
      code,
    },
    now,
  );
}
