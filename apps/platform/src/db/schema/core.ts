import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables of the platform core; 0001_core.sql is the source of truth for the database. */
export const sites = pgTable('sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  premium: boolean('premium').notNull().default(false),
  ownerId: uuid('owner_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oauthClients = pgTable(
  'oauth_clients',
  {
    /** The OAuth client id; text because clients send arbitrary strings we must look up safely. */
    id: text('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    allowedRedirectUris: text('allowed_redirect_uris')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_clients_site_id_idx').on(t.siteId)],
);

export const installedApps = pgTable(
  'installed_apps',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    app: text('app', { enum: ['bookings', 'stores', 'events', 'pricing-plans'] }).notNull(),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.app] })],
);

/** Signing keys, created once and shared by every instance on the database. */
export const platformKeys = pgTable('platform_keys', {
  id: text('id').primaryKey(),
  kid: text('kid').notNull(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['visitor', 'member'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refresh_tokens_site_id_idx').on(t.siteId),
    index('refresh_tokens_client_id_idx').on(t.clientId),
  ],
);
