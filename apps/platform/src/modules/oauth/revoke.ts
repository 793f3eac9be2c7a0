import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/core';

/**
 * Logout: every live refresh token of the member on this client stops working; on every client of
 * the site when `clientId` is undefined (the member deleted).
 */
export async function revokeMemberTokens(
  db: Db,
  siteId: string,
  clientId: string | undefined,
  memberId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.siteId, siteId),
        clientId === undefined ? undefined : eq(refreshTokens.clientId, clientId),
        eq(refreshTokens.role, 'member'),
        eq(refreshTokens.subjectId, memberId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}
