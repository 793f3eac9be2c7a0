import { and, asc, eq } from 'drizzle-orm';
import { members, type SignupPolicy } from '../../db/schema/identity';
import { resolveSite, siteRows } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { isUuid } from '../../kernel/ids';
import { findMember, findMemberByEmail } from '../../modules/members';
import { readSettings, writeSettings, type IdentitySettings } from '../../modules/identity';

/** The CLI's words for the signup policies (identity_settings.signup_policy). */
const SIGNUP: Record<string, SignupPolicy> = {
  open: 'SUCCESS',
  approval: 'REQUIRE_OWNER_APPROVAL',
  verify: 'REQUIRE_EMAIL_VERIFICATION',
};
const SIGNUP_WORD = Object.fromEntries(Object.entries(SIGNUP).map(([w, p]) => [p, w]));

function onOff(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new UsageError(`--${flag} takes on or off, not ${value}.`);
}

function changesOf(options: CommandContext['options']): Partial<IdentitySettings> {
  const { signup } = options;
  if (signup !== undefined && !SIGNUP[signup])
    throw new UsageError(`--signup takes open, approval or verify, not ${signup}.`);
  const captcha = onOff('captcha', options.captcha);
  const mfa = onOff('mfa', options.mfa);
  return {
    ...(signup ? { signupPolicy: SIGNUP[signup] } : {}),
    ...(captcha !== undefined ? { requireCaptcha: captcha } : {}),
    ...(mfa !== undefined ? { requireMfa: mfa } : {}),
  };
}

/** `members settings [--signup open|approval|verify] [--captcha on|off] [--mfa on|off]` */
export async function membersSettings({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const changes = changesOf(options);
  if (Object.keys(changes).length) await writeSettings(db, siteId, changes);
  const s = await readSettings(db, siteId);
  const word = (on: boolean) => (on ? 'on' : 'off');
  io.out(
    `signup: ${SIGNUP_WORD[s.signupPolicy]}  captcha: ${word(s.requireCaptcha)}  mfa: ${word(s.requireMfa)}`,
  );
}

/** `members list [--site <id>]`: oldest first, with status and whether the email is verified. */
export async function membersList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const rows = await siteRows({ db, io }, siteId, {
    from: members,
    orderBy: [asc(members.createdAt), asc(members.id)],
    none: 'No members.',
  });
  for (const m of rows) {
    const verified = m.emailVerified ? 'verified' : 'not verified';
    io.out(`${m.id}  ${m.email}  ${m.status}  (email ${verified})`);
  }
}

/** `members approve <id|email>`: a PENDING member (signup by approval) may then log in. */
export async function membersApprove(ctx: CommandContext): Promise<void> {
  const { db, io, args, options } = ctx;
  const siteId = await resolveSite(db, options.site);
  const [who] = args;
  if (!who) throw new UsageError('members approve needs a member id or email.');
  const member = isUuid(who)
    ? await findMember(db, siteId, who)
    : await findMemberByEmail(db, siteId, who);
  if (!member) throw new UsageError(`No member ${who} on site ${siteId}. See \`members list\`.`);
  if (member.status === 'APPROVED') return io.out(`${member.email} is already approved.`);
  if (member.status === 'BLOCKED')
    throw new UsageError(`${member.email} is blocked; approve only takes pending members.`);
  // The status condition keeps a concurrent block from being overwritten.
  await db
    .update(members)
    .set({ status: 'APPROVED', updatedAt: ctx.clock.now() })
    .where(and(eq(members.id, member.id), eq(members.status, 'PENDING')));
  io.out(`Approved ${member.email} (${member.id}).`);
}
