import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityRedirects, type IdentityRedirectRow } from '../../db/schema/identity';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { withAllowedCallbacks } from '../oauth';

/** Long enough to fill in a login form and fetch a code from the outbox. */
export const IDENTITY_REDIRECT_TTL_MS = 60 * 60_000;

export interface NewIdentityRedirect {
  /** Whose session it is: the site, and the identity that asked for it. */
  auth: Pick<Caller, 'siteId' | 'identity'>;
  clientId: string;
  intent: IdentityRedirectRow['intent'];
  payload: Record<string, string | undefined>;
  callbacks: Record<string, string>;
}

export async function insertIdentityRedirect(
  db: Db,
  input: NewIdentityRedirect,
  now: Date,
): Promise<IdentityRedirectRow> {
  const [row] = await db
    .insert(identityRedirects)
    .values({
      siteId: input.auth.siteId,
      clientId: input.clientId,
      intent: input.intent,
      createdByType: input.auth.identity.type,
      createdById: input.auth.identity.id,
      payload: input.payload,
      callbacks: input.callbacks,
      sessionToken: randomBytes(24).toString('base64url'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDENTITY_REDIRECT_TTL_MS),
    })
    .returning();
  return row!;
}

/**
 * A live session of one of the intents, with only the callbacks its client allows now; the id in
 * the URL is the capability (hosted/README.md).
 */
export async function findIdentityRedirect(
  db: Db,
  id: string,
  intents: readonly IdentityRedirectRow['intent'][],
  now: Date,
): Promise<IdentityRedirectRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(identityRedirects)
    .where(and(eq(identityRedirects.id, id), gt(identityRedirects.expiresAt, now)));
  return row && intents.includes(row.intent) ? withAllowedCallbacks(db, row) : undefined;
}

/**
 * A logout ends the member's account links made through that client, as the real logout ends the
 * site session those pages open with: a link left in the browser's history shows nothing after.
 */
export async function expireAccountRedirects(
  db: Db,
  owner: { siteId: string; clientId: string },
  memberId: string,
  now: Date,
): Promise<void> {
  const r = identityRedirects;
  await db
    .update(r)
    .set({ expiresAt: now })
    .where(
      and(
        eq(r.siteId, owner.siteId),
        eq(r.clientId, owner.clientId),
        eq(r.intent, 'membersAccount'),
        eq(r.createdByType, 'MEMBER'),
        eq(r.createdById, memberId),
        gt(r.expiresAt, now),
      ),
    );
}
