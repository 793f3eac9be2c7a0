import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  redirectSessions,
  type CheckoutPayload,
  type EcomCheckoutPayload,
  type EventsCheckoutPayload,
  type PlansCheckoutPayload,
} from '../../db/schema/booking-records';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { withAllowedCallbacks } from '../oauth';

export type RedirectSessionRow = typeof redirectSessions.$inferSelect;
export type BookingsSessionRow = RedirectSessionRow & { payload: CheckoutPayload };
export type EcomSessionRow = RedirectSessionRow & { payload: EcomCheckoutPayload };
export type EventsSessionRow = RedirectSessionRow & { payload: EventsCheckoutPayload };
export type PlansSessionRow = RedirectSessionRow & { payload: PlansCheckoutPayload };
type SessionOf<I> = I extends 'ecomCheckout'
  ? EcomSessionRow
  : I extends 'eventsCheckout'
    ? EventsSessionRow
    : I extends 'paidPlansCheckout'
      ? PlansSessionRow
      : BookingsSessionRow;
export const REDIRECT_SESSION_TTL_MS = 24 * 3600 * 1000;

export type NewRedirectSession = {
  /** Whose session it is; its lifetime starts at the caller's `now`. */
  caller: Caller;
  callbacks: Record<string, string>;
} & (
  | { intent?: 'bookingsCheckout'; payload: CheckoutPayload }
  | { intent: 'ecomCheckout'; payload: EcomCheckoutPayload }
  | { intent: 'eventsCheckout'; payload: EventsCheckoutPayload }
  | { intent: 'paidPlansCheckout'; payload: PlansCheckoutPayload }
);

/** Kept in PostgreSQL, so any instance can serve the hosted page the session points to. */
export async function insertRedirectSession(
  db: Db,
  input: NewRedirectSession,
): Promise<RedirectSessionRow> {
  const [row] = await db
    .insert(redirectSessions)
    .values({
      siteId: input.caller.siteId,
      clientId: input.caller.clientId,
      createdByType: input.caller.identity.type,
      createdById: input.caller.identity.id,
      intent: input.intent ?? 'bookingsCheckout',
      payload: input.payload,
      callbacks: input.callbacks,
      sessionToken: randomBytes(24).toString('base64url'),
      expiresAt: new Date(input.caller.now.getTime() + REDIRECT_SESSION_TTL_MS),
    })
    .returning();
  return row!;
}

/** The session, unless the id is malformed or unknown. Expiry is the caller's call. */
export async function findRedirectSession(
  db: Db,
  id: string,
): Promise<RedirectSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(redirectSessions).where(eq(redirectSessions.id, id));
  return row;
}

/**
 * A live (unexpired) session of one intent, with only the callbacks its client allows now; the
 * hosted pages each serve their own intent only.
 */
export async function findLiveSession<I extends RedirectSessionRow['intent']>(
  db: Db,
  id: string,
  intent: I,
  now: Date,
): Promise<SessionOf<I> | undefined> {
  const row = await findRedirectSession(db, id);
  if (!row || row.intent !== intent || row.expiresAt <= now) return undefined;
  return (await withAllowedCallbacks(db, row)) as SessionOf<I>;
}
