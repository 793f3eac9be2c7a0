import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

/** The site owner's API keys (0003_services.sql); only a hash of each key is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_key'),
    name: text('name').notNull().default('API key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_site_idx').on(t.siteId)],
);

/** Apps' client_credentials (0025_app_credentials.sql): app id = row id, only the secret's hash. */
export const appCredentials = pgTable(
  'app_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull().default('App'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('app_credentials_site_idx').on(t.siteId)],
);
