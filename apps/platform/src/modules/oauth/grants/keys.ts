import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oncePerDb } from '../../../db/once-per-db';
import { platformKeys } from '../../../db/schema/core';
import type { SigningKey } from './jwt';

const TOKEN_KEY_ID = 'oauth-hs256';

/** The platform's HS256 token key; it never changes once stored, so each process keeps it. */
export const signingKey = oncePerDb(loadOrCreate);

/** Race-safe across instances: whoever inserts first wins and everybody reads that row. */
async function loadOrCreate(db: Db): Promise<SigningKey> {
  await db
    .insert(platformKeys)
    .values({ id: TOKEN_KEY_ID, kid: randomUUID(), secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformKeys).where(eq(platformKeys.id, TOKEN_KEY_ID));
  if (!row) throw new Error('platform signing key is missing after insert');
  return { kid: row.kid, secret: Buffer.from(row.secret, 'base64url') };
}
