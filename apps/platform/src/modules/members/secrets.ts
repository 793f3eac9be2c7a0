import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySecrets, type SecretKind, type SecretRow } from '../../db/schema/identity';

/** How long each one-time secret works (the product's are short too; exact values are ours). */
export const SECRET_TTL_MS: Record<SecretKind, number> = {
  session: 10 * 60_000,
  state: 15 * 60_000,
  recovery: 60 * 60_000,
  code: 5 * 60_000,
  // Members authentication's approval token: "approved within 30 hours of token creation".
  approval: 30 * 60 * 60_000,
};

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface NewSecret {
  siteId: string;
  memberId: string;
  kind: SecretKind;
  data?: Record<string, unknown>;
  /** The email code a state token waits for (stored hashed). */
  code?: string;
}

/** A fresh random secret; only its hash is stored, so a database dump cannot replay it. */
export async function createSecret(db: Db, input: NewSecret, now: Date): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await db.insert(identitySecrets).values({
    siteId: input.siteId,
    memberId: input.memberId,
    kind: input.kind,
    secretHash: hashSecret(secret),
    codeHash: input.code ? hashSecret(input.code) : null,
    data: input.data ?? {},
    createdAt: now,
    expiresAt: new Date(now.getTime() + SECRET_TTL_MS[input.kind]),
  });
  return secret;
}

/** A secret of `kind` by its clear text, unused and unexpired at `now`; of `siteId` when given. */
type LiveSecretLookup = [db: Db, kind: SecretKind, secret: string, now: Date, siteId?: string];

const live = (kind: SecretKind, secret: string, now: Date, siteId?: string) =>
  and(
    eq(identitySecrets.secretHash, hashSecret(secret)),
    eq(identitySecrets.kind, kind),
    isNull(identitySecrets.usedAt),
    gt(identitySecrets.expiresAt, now),
    siteId ? eq(identitySecrets.siteId, siteId) : undefined,
  );

/** Marks the secret used in one statement: of two concurrent uses, exactly one gets the row. */
export async function consumeSecret(
  ...[db, kind, secret, now, siteId]: LiveSecretLookup
): Promise<SecretRow | undefined> {
  if (!secret) return undefined;
  const [row] = await db
    .update(identitySecrets)
    .set({ usedAt: now })
    .where(live(kind, secret, now, siteId))
    .returning();
  return row;
}

export async function findLiveSecret(
  ...[db, kind, secret, now, siteId]: LiveSecretLookup
): Promise<SecretRow | undefined> {
  if (!secret) return undefined;
  const [row] = await db
    .select()
    .from(identitySecrets)
    .where(live(kind, secret, now, siteId));
  return row;
}

/** One more try at a state token's code; returns the count after this try. */
export async function countAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(identitySecrets)
    .set({ attempts: sql`${identitySecrets.attempts} + 1` })
    .where(eq(identitySecrets.id, id))
    .returning({ attempts: identitySecrets.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** A new code for a state token: the old one stops working, the count and the clock restart. */
export async function renewCode(db: Db, id: string, code: string, now: Date): Promise<void> {
  await db
    .update(identitySecrets)
    .set({
      codeHash: hashSecret(code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + SECRET_TTL_MS.state),
    })
    .where(eq(identitySecrets.id, id));
}
