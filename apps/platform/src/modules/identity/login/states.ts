import type { StateMachineResponse } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { MemberRow } from '../../../db/schema/identity';
import { createSecret, identityOf, newVerificationCode } from '../../members/index';
import { sendMail } from './mail';
import { readSettings } from '../settings';

/** Unverified emails must be verified only while the site asks for verification. */
export async function needsVerification(db: Db, member: MemberRow): Promise<boolean> {
  if (member.emailVerified) return false;
  return (await readSettings(db, member.siteId)).signupPolicy === 'REQUIRE_EMAIL_VERIFICATION';
}

/**
 * The state machine of register, login and verify (docs/protocol.md §5.4). `mfa`: a password login
 * on a site that asks for a second factor ends in REQUIRE_MFA instead of SUCCESS.
 */
export async function answerFor(
  db: Db,
  member: MemberRow,
  now: Date,
  options: { mfa?: boolean } = {},
): Promise<StateMachineResponse> {
  const verify = await needsVerification(db, member);
  const identity = identityOf(member, verify);
  if (member.status === 'BLOCKED') return { state: 'STATUS_CHECK', identity };
  if (verify) {
    const stateToken = await startVerification(db, member, now);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
  }
  if (member.status === 'PENDING') return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  if (options.mfa) {
    // The code is sent to the member's email: verifying it (auth/verify) ends in SUCCESS.
    const stateToken = await startVerification(db, member, now, 'LOGIN_CODE');
    return { state: 'REQUIRE_MFA', stateToken, identity };
  }
  const sessionToken = await createSecret(
    db,
    { siteId: member.siteId, memberId: member.id, kind: 'session' },
    now,
  );
  return { state: 'SUCCESS', sessionToken, identity };
}

/** A state token, and its code in the outbox for the member to read. */
async function startVerification(
  db: Db,
  member: MemberRow,
  now: Date,
  kind: CodeMailKind = 'EMAIL_VERIFICATION',
): Promise<string> {
  const code = newVerificationCode();
  const stateToken = await createSecret(
    db,
    { siteId: member.siteId, memberId: member.id, kind: 'state', code },
    now,
  );
  await mailCode(db, member, code, now, kind);
  return stateToken;
}

type CodeMailKind = 'EMAIL_VERIFICATION' | 'LOGIN_CODE';
const CODE_MAILS: Record<CodeMailKind, (code: string) => { subject: string; body: string }> = {
  EMAIL_VERIFICATION: (code) => ({
    subject: `Your verification code is ${code}`,
    body: `Enter ${code} to verify your email. The code works once, for 15 minutes.`,
  }),
  LOGIN_CODE: (code) => ({
    subject: `Your login code is ${code}`,
    body: `Enter ${code} to finish logging in. The code works once, for 15 minutes.`,
  }),
};

export async function mailCode(
  db: Db,
  member: MemberRow,
  code: string,
  now: Date,
  kind: CodeMailKind = 'EMAIL_VERIFICATION',
): Promise<void> {
  const text = CODE_MAILS[kind](code);
  await sendMail(db, { siteId: member.siteId, recipient: member.email, kind, ...text, code }, now);
}
