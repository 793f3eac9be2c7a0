import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { sites } from '../../db/schema/core';
import type { AuthContext } from '../../http/auth-context';
import { siteAppsColumn } from '../oauth';

/** API keys start like the real platform's ("IST."), which is how the auth plugin tells them from OAuth tokens. */
export const API_KEY_PREFIX = 'IST.';

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export interface CreatedApiKey {
  id: string;
  key: string;
}

/** A new key for the site; the key is returned once and only its hash is stored. */
export async function createApiKey(db: Db, siteId: string, name?: string): Promise<CreatedApiKey> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(apiKeys)
    .values({ siteId, keyHash: hashKey(key), ...(name ? { name } : {}) })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('API key insert returned no row');
  return { id: row.id, key };
}

export async function revokeApiKey(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * ApiKeyStrategy (docs/protocol.md §1.4): `Authorization: <key>` plus `wix-site-id`. A live key of
 * that site makes the caller the site's owner; anything else is undefined (401).
 */
export async function authenticateApiKey(
  db: Db,
  key: string,
  siteIdHeader: string | undefined,
): Promise<AuthContext | undefined> {
  if (!siteIdHeader) return undefined;
  const [row] = await db
    .select({
      id: apiKeys.id,
      siteId: apiKeys.siteId,
      ownerId: sites.ownerId,
      installedApps: siteAppsColumn,
      catalogVersion: sites.catalogVersion,
    })
    .from(apiKeys)
    .innerJoin(sites, eq(sites.id, apiKeys.siteId))
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)));
  if (!row || row.siteId !== siteIdHeader) return undefined;
  return {
    siteId: row.siteId,
    clientId: `api-key:${row.id}`,
    identity: { type: 'WIX_USER', id: row.ownerId },
    role: 'ADMIN',
    installedApps: row.installedApps,
    catalogVersion: row.catalogVersion,
  };
}
