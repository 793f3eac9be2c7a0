import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  PlatformErrorCode,
  type AppTokenResponse,
  type StoredCatalogVersion,
} from '@headless/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appCredentials } from '../../../db/schema/api-keys';
import { sites } from '../../../db/schema/core';
import { invalid, unauthenticated, validationError } from '../../../kernel/errors';
import { siteAppsColumn } from '../clients';
import { signingKey } from './keys';
import { signAppAccessToken } from './tokens';
import { isUuid } from '../../../kernel/ids';

const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export interface CreatedAppCredential {
  appId: string;
  secret: string;
  /** What the app sends as `instance_id`: the site id. */
  instanceId: string;
}

/** A new app on the site; the secret is returned once and only its hash is stored. */
export async function createAppCredential(
  db: Db,
  siteId: string,
  name?: string,
): Promise<CreatedAppCredential> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(appCredentials)
    .values({ siteId, secretHash: hashSecret(secret).toString('hex'), ...(name ? { name } : {}) })
    .returning({ id: appCredentials.id });
  if (!row) throw new Error('app credential insert returned no row');
  return { appId: row.id, secret, instanceId: siteId };
}

export interface AppGrantInput {
  appId?: string;
  clientSecret?: string;
  instanceId?: string;
}

function required(input: AppGrantInput): Required<AppGrantInput> {
  const missing = (['clientSecret', 'instanceId'] as const).filter((f) => !input[f]);
  if (missing.length)
    throw validationError(
      missing.map((field) => ({
        field,
        description: 'is required',
        violatedRule: 'REQUIRED_FIELD',
      })),
    );
  return input as Required<AppGrantInput>;
}

const badCredentials = (appId: string) =>
  unauthenticated(PlatformErrorCode.invalidAppCredentials, 'Unknown app id or wrong app secret', {
    clientId: appId,
  });

/**
 * The client_credentials grant (how apps authenticate: app id, app secret, instance id): an
 * access token for the app on that site, with no refresh token. An unknown or revoked app and a
 * wrong secret look alike (401); a right secret for another instance is 400.
 */
export async function clientCredentialsGrant(
  db: Db,
  raw: AppGrantInput,
  now: Date,
): Promise<AppTokenResponse> {
  const input = required(raw);
  const [row] = isUuid(input.appId)
    ? await db
        .select({
          siteId: appCredentials.siteId,
          hash: appCredentials.secretHash,
          owner: sites.ownerId,
        })
        .from(appCredentials)
        .innerJoin(sites, eq(sites.id, appCredentials.siteId))
        .where(and(eq(appCredentials.id, input.appId), isNull(appCredentials.revokedAt)))
    : [];
  if (!row || !timingSafeEqual(Buffer.from(row.hash, 'hex'), hashSecret(input.clientSecret)))
    throw badCredentials(input.appId);
  if (input.instanceId !== row.siteId)
    throw invalid(
      PlatformErrorCode.invalidInstanceId,
      `The app is not installed on instance ${input.instanceId}`,
      { instanceId: input.instanceId },
    );
  const subject = { siteId: row.siteId, siteOwnerId: row.owner, appId: input.appId };
  const token = signAppAccessToken(subject, await signingKey(db), now);
  return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

/** An app token's app, if still live on the token's site, with the site's installed apps. */
export async function lookupApp(
  db: Db,
  appId: string,
  siteId: string,
): Promise<{ installedApps: string[]; catalogVersion: StoredCatalogVersion } | undefined> {
  if (!isUuid(appId)) return undefined;
  const [row] = await db
    .select({ installedApps: siteAppsColumn, catalogVersion: sites.catalogVersion })
    .from(appCredentials)
    .innerJoin(sites, eq(sites.id, appCredentials.siteId))
    .where(
      and(
        eq(appCredentials.id, appId),
        eq(appCredentials.siteId, siteId),
        isNull(appCredentials.revokedAt),
      ),
    );
  return row;
}

/** Revokes an app's credentials: no new tokens, and its live tokens stop working at once. */
export async function revokeAppCredential(db: Db, appId: string, now: Date): Promise<boolean> {
  if (!isUuid(appId)) return false;
  const rows = await db
    .update(appCredentials)
    .set({ revokedAt: now })
    .where(and(eq(appCredentials.id, appId), isNull(appCredentials.revokedAt)))
    .returning({ id: appCredentials.id });
  return rows.length > 0;
}
