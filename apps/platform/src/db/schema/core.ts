import { PlatformApp, StoredCatalogVersion } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, ownedBy, ts, uuidId } from './columns';

/** Tables of the platform core; 0001_core.sql is the source of truth for the database. */
export const sites = pgTable('sites', {
  id: uuidId(),
  name: text('name').notNull(),
  premium: boolean('premium').notNull().default(false),
  ownerId: uuid('owner_id').notNull(),
  createdAt: createdAt(),
  /** The Stores catalog version the site is on for good (0035): which catalog wire it answers. */
  catalogVersion: contractEnum('catalog_version', StoredCatalogVersion)
    .notNull()
    .default('V1_CATALOG'),
});

export const oauthClients = pgTable(
  'oauth_clients',
  {
    /** The OAuth client id; text because clients send arbitrary strings we must look up safely. */
    id: text('id').primaryKey(),
    siteId: ownedBy('site_id', () => sites.id),
    name: text('name').notNull(),
    allowedRedirectUris: text('allowed_redirect_uris')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_clients_site_id_idx').on(t.siteId)],
);

export const installedApps = pgTable(
  'installed_apps',
  {
    siteId: ownedBy('site_id', () => sites.id),
    app: text('app', { enum: PlatformApp }).notNull(),
    installedAt: ts('installed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.app] })],
);

/** Signing keys, created once and shared by every instance on the database. */
export const platformKeys = pgTable('platform_keys', {
  id: text('id').primaryKey(),
  kid: text('kid').notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidId(),
    siteId: ownedBy('site_id', () => sites.id),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['visitor', 'member'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('refresh_tokens_site_id_idx').on(t.siteId),
    index('refresh_tokens_client_id_idx').on(t.clientId),
  ],
);
