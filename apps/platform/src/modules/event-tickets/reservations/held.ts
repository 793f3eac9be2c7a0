import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsTicketHolds as holds } from '../../../db/schema/event-tickets';

/**
 * Tickets held by pending reservations that have not expired at `now`, per definition. Expiry is
 * this comparison, not a job: a hold past its instant simply stops counting (0009 migrations).
 */
export async function heldByDefinition(
  db: Db,
  definitionIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (!definitionIds.length) return new Map();
  const rows = await db
    .select({
      id: holds.ticketDefinitionId,
      held: sql<number>`coalesce(sum(${holds.quantity}), 0)::int`,
    })
    .from(holds)
    .where(and(inArray(holds.ticketDefinitionId, definitionIds), gt(holds.expiresAt, now)))
    .groupBy(holds.ticketDefinitionId);
  return new Map(rows.map((r) => [r.id, Number(r.held)]));
}

/** Reservations end on whole seconds, so the holds of one second share a row. */
export function holdUntil(now: Date, minutes: number): Date {
  return new Date(Math.ceil((now.getTime() + minutes * 60_000) / 1000) * 1000);
}

/**
 * Takes a closed reservation's quantities off its hold rows (checkout, cancel). The definitions
 * are locked first, in id order, as events_reserve locks them: hold rows are only ever changed
 * under their definition's lock, so cancels and reservations cannot deadlock.
 */
export async function releaseHold(tx: Db, reservationId: string): Promise<void> {
  await tx.execute(sql`
    SELECT 1 FROM events_ticket_definitions d
    WHERE d.id IN (SELECT ticket_definition_id FROM events_reservation_lines
                   WHERE reservation_id = ${reservationId})
    ORDER BY d.id FOR UPDATE`);
  await tx.execute(sql`
    UPDATE events_ticket_holds h
    SET quantity = greatest(h.quantity - l.quantity, 0)
    FROM (
      SELECT ticket_definition_id, expires_at, sum(quantity)::int AS quantity
      FROM events_reservation_lines WHERE reservation_id = ${reservationId}
      GROUP BY ticket_definition_id, expires_at
    ) l
    WHERE h.ticket_definition_id = l.ticket_definition_id AND h.expires_at = l.expires_at`);
}
