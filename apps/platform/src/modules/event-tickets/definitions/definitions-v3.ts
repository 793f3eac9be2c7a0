import {
  EventTicketsErrorCode as Code,
  type CreateTicketDefinitionRequest,
  type TicketDefinitionFieldset,
  type UpdateTicketDefinitionRequest,
} from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteRecordFinder } from '../../../db/reads';
import { eventsTicketDefinitions as d } from '../../../db/schema/event-tickets';
import type { Caller } from '../../../kernel/caller';
import { conflict, invalid } from '../../../kernel/errors';
import { columnsOf } from './definition-input';
import { definitionToV3, revisionOf } from './definition-v3-wire';
import { findEvent, isOwner } from '../event-access';
import { heldByDefinition } from '../reservations/held';
import { ticketNotFound } from '../reservations/reserve-checks';
import type { DefinitionRow } from '../rules';

type Fields = readonly TicketDefinitionFieldset[];

async function toV3(db: Db, caller: Caller, row: DefinitionRow, fields: Fields) {
  const { now } = caller;
  const held = await heldByDefinition(db, [row.id], now);
  const event = await findEvent(db, caller.siteId, row.eventId, caller.identity);
  return {
    ticketDefinition: definitionToV3(row, {
      held,
      events: new Map([[event.id, event]]),
      fields,
      now,
    }),
  };
}

const definitionRow = siteRecordFinder(d);

async function lockDefinition(tx: Db, siteId: string, id: string): Promise<DefinitionRow> {
  const row = await definitionRow(tx, siteId, id, true);
  if (!row) throw ticketNotFound(id);
  return row;
}

export async function createDefinition(
  db: Db,
  caller: Caller,
  request: CreateTicketDefinitionRequest,
) {
  const { now } = caller;
  const input = request.ticketDefinition;
  const event = await findEvent(db, caller.siteId, input.eventId, caller.identity);
  const none = { saleStart: null, saleEnd: null, hideNotOnSale: false };
  const columns = columnsOf(input, event.currency, none);
  const free = input.pricingMethod.free === true;
  const [row] = await db
    .insert(d)
    .values({
      siteId: caller.siteId,
      eventId: event.id,
      name: input.name,
      priceMinor: 0,
      currency: event.currency,
      ...columns,
      feeType: input.feeType ?? (free ? 'NO_FEE' : 'FEE_INCLUDED'),
      orderIndex: sql`(select coalesce(max(order_index) + 1, 0) from events_ticket_definitions where event_id = ${event.id})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toV3(db, caller, row!, request.fields ?? []);
}

/** Partial update; a stale `revision` conflicts, a capacity below what is sold is refused. */
export async function updateDefinition(
  db: Db,
  caller: Caller,
  id: string,
  request: UpdateTicketDefinitionRequest,
) {
  const { now } = caller;
  const row = await db.transaction(async (tx) => {
    const current = await lockDefinition(tx, caller.siteId, id);
    const asked = request.ticketDefinition.revision;
    if (asked !== undefined && asked !== revisionOf(current))
      throw conflict(Code.revisionMismatch, `Ticket definition ${id} has changed`, {
        ticketDefinitionId: id,
        revision: asked,
        currentRevision: revisionOf(current),
      });
    const columns = columnsOf(request.ticketDefinition, current.currency, current);
    const held = (await heldByDefinition(tx, [id], now)).get(id) ?? 0;
    if (columns.capacity !== undefined && columns.capacity < current.sold + held)
      throw invalid(
        Code.capacityBelowSold,
        `Capacity cannot go below the ${current.sold + held} tickets sold or held`,
        {
          ticketDefinitionId: id,
          sold: current.sold,
          held,
        },
      );
    const stamp = now > current.updatedAt ? now : new Date(current.updatedAt.getTime() + 1);
    const [updated] = await tx
      .update(d)
      .set({ ...columns, updatedAt: stamp })
      .where(eq(d.id, id))
      .returning();
    return updated!;
  });
  return toV3(db, caller, row, request.fields ?? []);
}

/** Deleting is for definitions nobody bought or holds; otherwise hide them. */
export async function deleteDefinition(db: Db, caller: Caller, id: string) {
  const { now } = caller;
  await db.transaction(async (tx) => {
    const current = await lockDefinition(tx, caller.siteId, id);
    const held = (await heldByDefinition(tx, [id], now)).get(id) ?? 0;
    const used = await tx.execute(
      sql`select 1 from events_tickets where ticket_definition_id = ${id} limit 1`,
    );
    if (current.sold > 0 || held > 0 || used.rows.length)
      throw invalid(
        Code.ticketDefinitionHasSales,
        `Ticket definition ${id} has sales; hide it instead`,
        {
          ticketDefinitionId: id,
        },
      );
    await tx.delete(d).where(eq(d.id, id));
  });
  return {};
}

export async function getDefinition(db: Db, caller: Caller, id: string, fields: Fields) {
  const row = await definitionRow(db, caller.siteId, id);
  if (!row || (row.hidden && !isOwner(caller.identity))) throw ticketNotFound(id);
  return toV3(db, caller, row, fields).catch(() => {
    throw ticketNotFound(id);
  });
}
