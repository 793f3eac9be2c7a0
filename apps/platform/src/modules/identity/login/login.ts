import {
  IdentityErrorCode,
  type LoginRequest,
  type RegisterRequest,
  type StateMachineResponse,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import { invalid } from '../../../kernel/errors';
import { checkCaptcha, readLogin, readRegister } from '../input';
import { hashPassword, verifyPassword } from './password';
import { readSettings } from '../settings';
import { answerFor } from './states';
import { chargeLogin, loginThrottled, refundLogin } from './throttle';
import { findMemberByEmail, insertMember } from '../../members/index';

/**
 * Register (docs/protocol.md §5.4): the site's signup policy decides the state the member lands in.
 */
export async function register(
  db: Db,
  siteId: string,
  body: RegisterRequest,
  now: Date,
): Promise<StateMachineResponse> {
  const input = readRegister(body);
  const settings = await readSettings(db, siteId);
  checkCaptcha(settings.requireCaptcha, body.captchaTokens);
  const { password, ...profile } = input;
  const member = await insertMember(
    db,
    {
      siteId,
      ...profile,
      passwordHash: await hashPassword(password),
      status: settings.signupPolicy === 'REQUIRE_OWNER_APPROVAL' ? 'PENDING' : 'APPROVED',
    },
    now,
  );
  return answerFor(db, member, now);
}

const wrongCredentials = () =>
  invalid(IdentityErrorCode.invalidPassword, 'Wrong email or password');

/**
 * Login: throttled per account and per address (throttle.ts); an unknown email and a wrong
 * password look alike.
 */
export async function login(
  db: Db,
  siteId: string,
  body: LoginRequest,
  address: string,
  now: Date,
): Promise<StateMachineResponse> {
  const { email, password } = readLogin(body);
  const settings = await readSettings(db, siteId);
  checkCaptcha(settings.requireCaptcha, body.captchaTokens);
  const { addressOverLimit } = await chargeLogin(db, siteId, email, address, now);
  const member = await findMemberByEmail(db, siteId, email);
  if (!(await verifyPassword(password, member?.passwordHash)) || !member)
    throw addressOverLimit ? loginThrottled() : wrongCredentials();
  await refundLogin(db, siteId, email, address);
  if (member.passwordResetRequired)
    throw invalid(IdentityErrorCode.resetPassword, 'This member must reset the password first', {
      email: member.email,
    });
  return answerFor(db, member, now, { mfa: settings.requireMfa });
}
