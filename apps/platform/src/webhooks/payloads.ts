import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/ecom-pricing';
import {
  CART_ROWS_FORMAT,
  CART_V2_ROWS_FORMAT,
  renderCartSnapshot,
  renderCartV2Snapshot,
  type CartRowsSnapshot,
} from '../modules/ecom';

/** The format of a payload that is the delivered body itself. */
export const WIRE_FORMAT = 'wire';

type Renderer = (db: Db, snapshot: never, now: Date) => Promise<unknown>;

/**
 * Snapshot formats and how each becomes the wire body. A snapshot saves its writer a round trip
 * (the statement that changes the entity records it); most events are never delivered, and only
 * those are rendered.
 */
const RENDERERS: Record<string, Renderer> = {
  [CART_ROWS_FORMAT]: (db, snapshot: CartRowsSnapshot, now) =>
    renderCartSnapshot(db, snapshot, now),
  [CART_V2_ROWS_FORMAT]: (db, snapshot: CartRowsSnapshot, now) =>
    renderCartV2Snapshot(db, snapshot, now),
};

export interface StoredPayload {
  payloadFormat: string;
  payload: unknown;
}

/** The body an outbox row stands for, rendered at `now` (the catalog and coupons as they are). */
export async function renderPayload(db: Db, row: StoredPayload, now: Date): Promise<unknown> {
  if (row.payloadFormat === WIRE_FORMAT) return row.payload;
  const render = RENDERERS[row.payloadFormat];
  if (!render) throw new Error(`outbox payload format ${row.payloadFormat} has no renderer`);
  return render(db, row.payload as never, now);
}

/**
 * The row's wire body, rendered once and stored in the row: every attempt and replay of its
 * deliveries carries the same body. When another instance stored its rendering first, that one.
 */
export async function wirePayloadOf(
  db: Db,
  eventId: number,
  row: StoredPayload,
  now: Date,
): Promise<unknown> {
  if (row.payloadFormat === WIRE_FORMAT) return row.payload;
  const rendered = await renderPayload(db, row, now);
  const [stored] = await db
    .update(domainEvents)
    .set({ payload: rendered, payloadFormat: WIRE_FORMAT })
    .where(and(eq(domainEvents.id, eventId), ne(domainEvents.payloadFormat, WIRE_FORMAT)))
    .returning({ payload: domainEvents.payload });
  if (stored) return stored.payload;
  const [current] = await db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(eq(domainEvents.id, eventId));
  return current?.payload ?? rendered;
}
