import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, revision, timestamps, ts, uuidId } from './columns';
import { members } from './identity';
import { siteRef } from './site-ref';

/** Members as a community: follows, blocks, reports, "About" sections (migration 0056). */

const memberRef = (name: string) => ownedBy(name, () => members.id);

export const memberFollows = pgTable(
  'member_follows',
  {
    siteId: siteRef(),
    memberId: memberRef('member_id'),
    followedMemberId: memberRef('followed_member_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.followedMemberId] }),
    index('member_follows_followed_idx').on(t.followedMemberId),
  ],
);

export const memberBlocks = pgTable(
  'member_blocks',
  {
    siteId: siteRef(),
    blockingMemberId: memberRef('blocking_member_id'),
    blockedMemberId: memberRef('blocked_member_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockingMemberId, t.blockedMemberId] }),
    uniqueIndex('member_blocks_pair_key').on(
      sql`LEAST(${t.blockingMemberId}, ${t.blockedMemberId})`,
      sql`GREATEST(${t.blockingMemberId}, ${t.blockedMemberId})`,
    ),
    index('member_blocks_blocked_idx').on(t.blockedMemberId),
  ],
);

export const MEMBER_REPORT_CATEGORIES = ['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER'] as const;

export const memberReports = pgTable(
  'member_reports',
  {
    id: uuidId(),
    siteId: siteRef(),
    reportedMemberId: memberRef('reported_member_id'),
    reportingMemberId: memberRef('reporting_member_id'),
    category: text('category', { enum: MEMBER_REPORT_CATEGORIES }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('member_reports_reported_idx').on(t.reportedMemberId)],
);

export const memberAbouts = pgTable(
  'member_abouts',
  {
    id: uuidId(),
    siteId: siteRef(),
    memberId: memberRef('member_id'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [unique('member_abouts_member_id_key').on(t.memberId)],
);
export type MemberAboutRow = typeof memberAbouts.$inferSelect;

/** The site's member privacy settings and its member roles (migration 0057). */

export const memberPrivacySettings = pgTable('member_privacy_settings', {
  siteId: siteRef().primaryKey(),
  id: uuid('id').notNull().defaultRandom(),
  publicMemberVisibility: text('public_member_visibility', {
    enum: ['VISIBLE_TO_MEMBERS_ONLY', 'VISIBLE_TO_ALL'],
  })
    .notNull()
    .default('VISIBLE_TO_ALL'),
  publicMemberCandidates: text('public_member_candidates', { enum: ['NO_ONE', 'ANYONE'] })
    .notNull()
    .default('ANYONE'),
  revision: revision(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type MemberPrivacySettingsRow = typeof memberPrivacySettings.$inferSelect;

export const memberRoleDefinitions = pgTable(
  'member_role_definitions',
  {
    siteId: siteRef(),
    roleKey: text('role_key').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    blockable: boolean('blockable').notNull().default(false),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    deletedAt: ts('deleted_at'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.roleKey] })],
);
export type MemberRoleDefinitionRow = typeof memberRoleDefinitions.$inferSelect;

export const memberRoles = pgTable(
  'member_roles',
  {
    siteId: uuid('site_id').notNull(),
    memberId: memberRef('member_id'),
    roleKey: text('role_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.roleKey] }),
    foreignKey({
      columns: [t.siteId, t.roleKey],
      foreignColumns: [memberRoleDefinitions.siteId, memberRoleDefinitions.roleKey],
    }).onDelete('cascade'),
  ],
);
