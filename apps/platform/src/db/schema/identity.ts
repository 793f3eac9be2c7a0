import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamps, ts } from './columns';
import { redirectSessionColumns } from './redirect-columns';
import { siteEntity, siteRef } from './site-ref';

/** Members, their one-time secrets, the login throttle, identity redirects, the mail outbox; 0012_identity.sql is the source of truth. */

export const SIGNUP_POLICIES = [
  'SUCCESS',
  'REQUIRE_EMAIL_VERIFICATION',
  'REQUIRE_OWNER_APPROVAL',
] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];

/** A street address of a member's contact, as Members v1 has it (`contact.addresses[]`). */
export interface MemberAddress {
  id: string;
  addressLine?: string;
  streetAddress?: { number?: string; name?: string };
  addressLine2?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

export const identitySettings = pgTable('identity_settings', {
  siteId: siteRef().primaryKey(),
  signupPolicy: text('signup_policy', { enum: SIGNUP_POLICIES }).notNull().default('SUCCESS'),
  requireCaptcha: boolean('require_captcha').notNull().default(false),
  /** Every password login asks for a code sent by email (migration 0021). */
  requireMfa: boolean('require_mfa').notNull().default(false),
});

export const members = pgTable(
  'members',
  {
    ...siteEntity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['APPROVED', 'PENDING', 'BLOCKED'] }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The profile's slug and whether the member joined the community (migration 0033). */
    slug: text('slug'),
    privacyStatus: text('privacy_status', { enum: ['PUBLIC', 'PRIVATE'] })
      .notNull()
      .default('PRIVATE'),
    /** The contact's phones, extra emails and street addresses (migration 0058). */
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<MemberAddress[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('members_site_email_key').on(t.siteId, sql`lower(${t.email})`),
    uniqueIndex('members_site_slug_key').on(t.siteId, t.slug),
  ],
);
export type MemberRow = typeof members.$inferSelect;

export type SecretKind = 'session' | 'state' | 'recovery' | 'code' | 'approval';

export const identitySecrets = pgTable(
  'identity_secrets',
  {
    ...siteEntity(),
    memberId: ownedBy('member_id', () => members.id),
    kind: text('kind', { enum: ['session', 'state', 'recovery', 'code', 'approval'] }).notNull(),
    secretHash: text('secret_hash').notNull().unique('identity_secrets_secret_hash_key'),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('identity_secrets_member_idx').on(t.memberId)],
);
export type SecretRow = typeof identitySecrets.$inferSelect;

export const identityLoginThrottle = pgTable(
  'identity_login_throttle',
  {
    siteId: siteRef(),
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key] })],
);

export const identityRedirects = pgTable('identity_redirects', {
  ...redirectSessionColumns(),
  intent: text('intent', { enum: ['auth', 'login', 'logout', 'membersAccount'] }).notNull(),
  payload: jsonb('payload').$type<Record<string, string | undefined>>().notNull().default({}),
});
export type IdentityRedirectRow = typeof identityRedirects.$inferSelect;

export const MAIL_KINDS = [
  'EMAIL_VERIFICATION',
  'PASSWORD_RECOVERY',
  'LOGIN_CODE',
  'BOOKING_CONFIRMATION',
] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityId(),
    siteId: siteRef(),
    recipient: text('recipient').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_site_idx').on(t.siteId, t.id)],
);
export type MailRow = typeof mailOutbox.$inferSelect;
