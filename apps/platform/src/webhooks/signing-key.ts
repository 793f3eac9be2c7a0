import { createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { platformSigningKeys } from '../db/schema/webhooks';

export interface WebhookSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKeyPem: string;
}

/** The key never changes once stored, so each process keeps it after the first read. */
const cache = new WeakMap<Db, Promise<WebhookSigningKey>>();

/** The platform's one RS256 key pair (platform_signing_keys), created by the first instance to need it. */
export function webhookSigningKey(db: Db): Promise<WebhookSigningKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}

/**
 * Race-safe across instances: an advisory lock serialises the check and the insert, so the table
 * never holds two keys and every instance signs with the one that committed first.
 */
async function loadOrCreate(db: Db): Promise<WebhookSigningKey> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('platform_signing_keys'))`);
    const [existing] = await tx.select().from(platformSigningKeys).limit(1);
    if (existing) return existing;
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const values = {
      kid: randomUUID(),
      privateKeyPem: pair.privateKey,
      publicKeyPem: pair.publicKey,
    };
    await tx.insert(platformSigningKeys).values(values).onConflictDoNothing();
    const [created] = await tx.select().from(platformSigningKeys).limit(1);
    return created;
  });
  if (!row) throw new Error('the webhook signing key is missing after insert');
  return {
    kid: row.kid,
    privateKey: createPrivateKey(row.privateKeyPem),
    publicKeyPem: row.publicKeyPem,
  };
}
