import { IdentityErrorCode, isEmailAddress } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { invalid, validationError } from '../../../kernel/errors';
import {
  consumeSecret,
  createSecret,
  findMember,
  findMemberByEmail,
  updateMember,
} from '../../members/index';
import { passwordViolations } from '../input';
import { sendMail } from './mail';
import { hashPassword } from './password';

interface RecoveryBody {
  email?: string;
  redirect?: { url?: string; clientId?: string };
}

/**
 * sendRecoveryEmail: a one-time link to the hosted reset page in the outbox. The answer is the
 * same whether or not the email belongs to a member, so it cannot be used to find members.
 */
export async function sendRecoveryEmail(
  db: Db,
  caller: Caller,
  body: RecoveryBody,
  origin: string,
): Promise<Record<string, never>> {
  const { siteId, now } = caller;
  const email = body.email?.trim() ?? '';
  if (!isEmailAddress(email))
    throw validationError([
      {
        field: 'email',
        description: 'must be a valid email address',
        violatedRule: 'FORMAT',
        data: { type: 'EMAIL' },
      },
    ]);
  const member = await findMemberByEmail(db, siteId, email);
  if (!member) return {};
  const data = { redirectUrl: body.redirect?.url, clientId: body.redirect?.clientId };
  const token = await createSecret(
    db,
    { siteId, memberId: member.id, kind: 'recovery', data },
    now,
  );
  const link = `${origin}/hosted/login-reset/${token}`;
  await sendMail(
    db,
    {
      siteId,
      recipient: member.email,
      kind: 'PASSWORD_RECOVERY',
      subject: 'Reset your password',
      body: `Open ${link} to choose a new password. The link works once, for one hour.`,
      link,
    },
    now,
  );
  return {};
}

export function checkNewPassword(field: string, password: string | undefined): string {
  const violations = passwordViolations(field, password);
  if (violations.length) throw validationError(violations);
  return password!;
}

/**
 * recover {recoveryToken, password}: the link works once. Reading the email proved the address,
 * so the email counts as verified from here on. Without a site, the token alone names it.
 */
export async function recoverPassword(
  db: Db,
  siteId: string | undefined,
  body: { recoveryToken?: string; password?: string },
  now: Date,
) {
  const password = checkNewPassword('password', body.password);
  const row = await consumeSecret(db, 'recovery', body.recoveryToken ?? '', now, siteId);
  const member = row && (await findMember(db, row.siteId, row.memberId));
  if (!row || !member)
    throw invalid(
      IdentityErrorCode.recoveryTokenInvalid,
      'The reset link is unknown, used or expired: ask for a new one',
    );
  const change = {
    passwordHash: await hashPassword(password),
    passwordResetRequired: false,
    emailVerified: true,
  };
  await updateMember(db, member, change, now);
  return { member, data: row.data as { redirectUrl?: string; clientId?: string } };
}

/** changePassword for the calling member. */
export async function changePassword(
  db: Db,
  caller: Caller,
  memberId: string,
  body: { newPassword?: string },
): Promise<Record<string, never>> {
  const { siteId, now } = caller;
  const password = checkNewPassword('newPassword', body.newPassword);
  const member = await findMember(db, siteId, memberId);
  if (!member)
    throw invalid(IdentityErrorCode.accessDenied, 'The member no longer exists', { memberId });
  await updateMember(db, member, { passwordHash: await hashPassword(password) }, now);
  return {};
}
