import { IdentityErrorCode, type StateMachineResponse } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { MemberRow } from '../../../db/schema/identity';
import { DomainError, conflict, precondition, unauthenticated } from '../../../kernel/errors';
import { findMember } from '../../members/index';
import { login, register } from './login';
import { approvalTokenFor } from './members-approval';

/** What the SDK's `authentication.login(email, password, options)` sends. */
export interface MembersAuthBody {
  email?: string;
  password?: string;
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
  contactInfo?: { firstName?: string; lastName?: string; nickname?: string };
}

const captchaOf = (body: MembersAuthBody) => [
  ...(body.recaptchaToken ? [{ Recaptcha: body.recaptchaToken }] : []),
  ...(body.invisibleRecaptchaToken ? [{ InvisibleRecaptcha: body.invisibleRecaptchaToken }] : []),
];

/**
 * `@wix/members` authentication.login (`wix.members.api.v1.AuthService`): Login V2 underneath, its
 * throttle and captcha included, so the session token is Login V2's own. Only the wire differs:
 * wrong credentials are 401, any state short of SUCCESS is 428.
 */
export async function membersLogin(
  db: Db,
  siteId: string,
  body: MembersAuthBody,
  address: string,
  now: Date,
) {
  const request = { loginId: { email: body.email }, password: body.password };
  const answer = await login(
    db,
    siteId,
    { ...request, captchaTokens: captchaOf(body) },
    address,
    now,
  ).catch((error: unknown) => {
    throw isCode(error, IdentityErrorCode.invalidPassword)
      ? unauthenticated(IdentityErrorCode.invalidPassword, 'Wrong email or password')
      : error;
  });
  const member = await memberOf(db, siteId, answer);
  if (answer.state !== 'SUCCESS') throw notActive(answer);
  return { session: { token: answer.sessionToken }, member };
}

/**
 * authentication.register: Register V2 underneath. A member the owner must approve comes back
 * without a session but with an approval token (the owner's Approve takes it); an email already
 * taken is 409 Already Exists.
 */
export async function membersRegister(db: Db, siteId: string, body: MembersAuthBody, now: Date) {
  const profile = body.contactInfo ?? {};
  const request = {
    loginId: { email: body.email },
    password: body.password,
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      nickname: profile.nickname,
    },
    captchaTokens: captchaOf(body),
  };
  const answer = await register(db, siteId, request, now).catch((error: unknown) => {
    throw isCode(error, IdentityErrorCode.emailAlreadyExists)
      ? conflict(IdentityErrorCode.emailAlreadyExists, error.message, error.data)
      : error;
  });
  const member = await memberOf(db, siteId, answer);
  if (answer.state === 'SUCCESS') return { member, session: { token: answer.sessionToken } };
  if (answer.state === 'REQUIRE_OWNER_APPROVAL' && member) {
    return { member, approvalToken: await approvalTokenFor(db, siteId, member.id, now) };
  }
  throw notActive(answer);
}

const isCode = (error: unknown, code: string): error is DomainError =>
  error instanceof DomainError && error.code === code;

function notActive(answer: StateMachineResponse): DomainError {
  if (answer.state === 'REQUIRE_EMAIL_VERIFICATION')
    return precondition(
      IdentityErrorCode.emailVerificationRequired,
      'The member must verify the email first',
      { verificationId: answer.stateToken },
    );
  return precondition(IdentityErrorCode.memberNotActive, 'The member cannot log in yet', {
    state: answer.state,
  });
}

async function memberOf(db: Db, siteId: string, answer: StateMachineResponse) {
  const row = await findMember(db, siteId, answer.identity?.id ?? '');
  return row ? memberToAuthWire(row) : undefined;
}

/** The AuthService's member (`wix.identity.members.v1.member`): its own names for the same row. */
function memberToAuthWire(row: MemberRow) {
  return {
    id: row.id,
    loginEmail: row.email,
    emailVerified: row.emailVerified,
    role: 'MEMBER',
    status: row.status,
    profilePrivacyStatus: row.privacyStatus,
    firstName: row.firstName ?? undefined,
    lastName: row.lastName ?? undefined,
    nickname: row.nickname ?? undefined,
    emails: row.emails,
    phones: row.phones,
    addresses: [],
    labels: [],
    customFields: [],
    groups: [],
    requireProfileCompletion: false,
    creationDate: row.createdAt.toISOString(),
    lastUpdateDate: row.updatedAt.toISOString(),
  };
}
