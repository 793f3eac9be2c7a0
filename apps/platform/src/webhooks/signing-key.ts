import { createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oncePerDb } from '../db/once-per-db';
import { inTransaction } from './transaction';

export interface WebhookSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKeyPem: string;
}

interface KeyRow extends Record<string, unknown> {
  kid: string;
  private_key_pem: string;
  public_key_pem: string;
}

const SELECT_KEY = sql`SELECT kid, private_key_pem, public_key_pem FROM platform_signing_keys
  ORDER BY created_at, kid LIMIT 1`;

/**
 * The platform's one RS256 key pair (platform_signing_keys), created by the first instance to need
 * it; it never changes once stored, so each process keeps it.
 */
export const webhookSigningKey = oncePerDb(loadOrCreate);

/**
 * Race-safe across instances: an advisory lock serialises the check and the insert, so the table
 * never holds two keys and every instance signs with the one that committed first.
 */
async function loadOrCreate(db: Db): Promise<WebhookSigningKey> {
  const row = await inTransaction(db, async (run) => {
    await run(sql`SELECT pg_advisory_xact_lock(hashtext('platform_signing_keys'))`);
    const [existing] = await run<KeyRow>(SELECT_KEY);
    if (existing) return existing;
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await run(sql`INSERT INTO platform_signing_keys (kid, private_key_pem, public_key_pem)
      VALUES (${randomUUID()}, ${pair.privateKey}, ${pair.publicKey}) ON CONFLICT DO NOTHING`);
    const [created] = await run<KeyRow>(SELECT_KEY);
    return created;
  });
  if (!row) throw new Error('the webhook signing key is missing after insert');
  return {
    kid: row.kid,
    privateKey: createPrivateKey(row.private_key_pem),
    publicKeyPem: row.public_key_pem,
  };
}
