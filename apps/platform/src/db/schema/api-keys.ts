import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { siteEntity } from './site-ref';

/** The site owner's API keys (0003_services.sql); only a hash of each key is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...siteEntity(),
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_key'),
    name: text('name').notNull().default('API key'),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_site_idx').on(t.siteId)],
);

/** Apps' client_credentials (0025_app_credentials.sql): app id = row id, only the secret's hash. */
export const appCredentials = pgTable(
  'app_credentials',
  {
    ...siteEntity(),
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull().default('App'),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('app_credentials_site_idx').on(t.siteId)],
);
