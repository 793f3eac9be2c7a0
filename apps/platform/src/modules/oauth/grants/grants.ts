import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  PlatformErrorCode,
  type TokenResponse,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/core';
import { invalid } from '../../../kernel/errors';
import type { ClientWithSite } from '../clients';
import { signingKey } from './keys';
import {
  readRefreshToken,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
  signRefreshToken,
  type TokenSubject,
} from './tokens';
import { isUuid } from '../../../kernel/ids';

function tokenResponse(accessToken: string, refreshToken: string): TokenResponse {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'Bearer',
    scope: 'offline_access',
  };
}

/** A new refresh token row and both tokens for it; also the way member logins will mint tokens. */
export async function issueTokens(
  db: Db,
  subject: TokenSubject,
  now: Date,
): Promise<TokenResponse> {
  const key = await signingKey(db);
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(refreshTokens)
    .values({ ...subject, createdAt: now, expiresAt })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned nothing');
  return tokenResponse(signAccessToken(subject, key, now), signRefreshToken(row.id, key, now));
}

export function anonymousGrant(db: Db, client: ClientWithSite, now: Date): Promise<TokenResponse> {
  return issueTokens(db, { ...client, role: 'visitor', subjectId: randomUUID() }, now);
}

const badRefreshToken = () =>
  invalid(PlatformErrorCode.invalidRefreshToken, 'Invalid or expired refresh token');

/** Same role and subject as before; the refresh token itself stays valid and is returned again. */
export async function refreshGrant(
  db: Db,
  client: ClientWithSite,
  refreshToken: string | undefined,
  now: Date,
): Promise<TokenResponse> {
  const key = await signingKey(db);
  const id = refreshToken ? readRefreshToken(refreshToken, key, now) : undefined;
  if (!refreshToken || !id || !isUuid(id)) throw badRefreshToken();
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  const usable =
    row &&
    !row.revokedAt &&
    row.expiresAt > now &&
    row.clientId === client.clientId &&
    row.siteId === client.siteId;
  if (!usable) throw badRefreshToken();
  const subject = { ...client, role: row.role, subjectId: row.subjectId };
  return tokenResponse(signAccessToken(subject, key, now), refreshToken);
}
