import {
  EventTicketsErrorCode as Code,
  type ReorderTicketDefinitionsRequest,
} from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsTicketDefinitions as d, eventsTickets } from '../../../db/schema/event-tickets';
import { eventsEvents } from '../../../db/schema/events';
import type { Caller } from '../../../kernel/caller';
import { invalid, validationError } from '../../../kernel/errors';
import { currencyExponent } from '../../../kernel/money';
import { lockEvent } from '../../events';
import { heldByDefinition } from '../reservations/held';
import { ticketNotFound } from '../reservations/reserve-checks';

/** An event's definitions under their row locks, in the event's order. */
const lockedDefinitions = (tx: Db, siteId: string, eventId: string) =>
  tx
    .select()
    .from(d)
    .where(and(eq(d.siteId, siteId), eq(d.eventId, eventId)))
    .orderBy(asc(d.orderIndex), asc(d.createdAt), asc(d.id))
    .for('update');

/** A decimal amount kept across currencies: 10.00 USD (1000) is 10 JPY (10), 10.000 KWD. */
const rescale = (minor: number, from: string, to: string) =>
  Math.round(minor * 10 ** (currencyExponent(to) - currencyExponent(from)));

/**
 * Change Currency (both wires): the event's tickets are priced in the new currency from now on,
 * each price keeping its amount. Refused once a ticket is sold or held (its order is in the old
 * currency), under the event's and its definitions' locks, so no reservation slips in between.
 */
export async function changeTicketsCurrency(
  db: Db,
  caller: Caller,
  { eventId, currency }: { eventId: string; currency: string },
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const defs = await lockedDefinitions(tx, caller.siteId, event.id);
    const held = await heldByDefinition(
      tx,
      defs.map((x) => x.id),
      caller.now,
    );
    const [sold] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventsTickets)
      .where(eq(eventsTickets.eventId, event.id));
    const busy = defs.find((x) => x.sold > 0 || (held.get(x.id) ?? 0) > 0);
    if (busy || (sold?.n ?? 0) > 0)
      throw invalid(Code.ticketDefinitionHasSales, `Event ${event.id} has tickets sold or held`, {
        eventId: event.id,
        ...(busy ? { ticketDefinitionId: busy.id } : {}),
      });
    if (currency === event.currency) return;
    await tx
      .update(eventsEvents)
      .set({ currency, updatedAt: caller.now })
      .where(eq(eventsEvents.id, event.id));
    for (const x of defs)
      await tx
        .update(d)
        .set({
          currency,
          priceMinor: rescale(x.priceMinor, x.currency, currency),
          minPriceMinor:
            x.minPriceMinor === null ? null : rescale(x.minPriceMinor, x.currency, currency),
          updatedAt: caller.now > x.updatedAt ? caller.now : new Date(x.updatedAt.getTime() + 1),
        })
        .where(eq(d.id, x.id));
  });
  return {};
}

/** Reorder Ticket Definitions: one moves just before or after another; the rest keep their order. */
export async function reorderTicketDefinitions(
  db: Db,
  caller: Caller,
  request: ReorderTicketDefinitionsRequest,
): Promise<Record<string, never>> {
  const reference = request.afterDefinitionId ?? request.beforeDefinitionId;
  if (!reference)
    throw validationError([
      {
        field: 'beforeDefinitionId',
        description: 'one of beforeDefinitionId and afterDefinitionId is required',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, request.eventId, true);
    const defs = await lockedDefinitions(tx, caller.siteId, event.id);
    const moving = defs.find((x) => x.id === request.ticketDefinitionId);
    if (!moving) throw ticketNotFound(request.ticketDefinitionId);
    const rest = defs.filter((x) => x !== moving);
    const at = rest.findIndex((x) => x.id === reference);
    if (at < 0) throw ticketNotFound(reference);
    rest.splice(request.afterDefinitionId ? at + 1 : at, 0, moving);
    for (const [orderIndex, x] of rest.entries())
      if (x.orderIndex !== orderIndex) await tx.update(d).set({ orderIndex }).where(eq(d.id, x.id));
  });
  return {};
}
