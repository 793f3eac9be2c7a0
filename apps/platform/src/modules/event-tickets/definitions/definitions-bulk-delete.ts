import { EventTicketsErrorCode as Code } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsTickets as t, eventsTicketDefinitions as d } from '../../../db/schema/event-tickets';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { compileWhere } from '../../../query';
import { heldByDefinition } from '../reservations/held';
import { definitionQuerySpec } from './definition-query';
import { deleteDefinition } from './definitions-v3';

/**
 * Bulk Delete Ticket Definitions by Filter: the site's definitions the filter matches, each deleted
 * as Delete Ticket Definition deletes one. Deleting is for definitions nobody bought or holds, so
 * when any match has sales none is deleted: 400 TICKET_DEFINITION_HAS_SALES names them (hide
 * those instead, or narrow the filter). The answer is empty, as the reference's.
 */
export async function bulkDeleteDefinitionsByFilter(
  db: Db,
  caller: Caller,
  filter: Record<string, unknown>,
): Promise<Record<string, never>> {
  const where = compileWhere(filter, definitionQuerySpec, 'filter');
  const rows = await db
    .select({ id: d.id, sold: d.sold })
    .from(d)
    .where(and(eq(d.siteId, caller.siteId), where));
  const ids = rows.map((row) => row.id);
  if (!ids.length) return {};
  const held = await heldByDefinition(db, ids, caller.now);
  const ticketed = await db
    .selectDistinct({ id: t.ticketDefinitionId })
    .from(t)
    .where(inArray(t.ticketDefinitionId, ids));
  const withSales = new Set([
    ...rows.filter((row) => row.sold > 0 || (held.get(row.id) ?? 0) > 0).map((row) => row.id),
    ...ticketed.map((row) => row.id),
  ]);
  if (withSales.size) {
    throw invalid(Code.ticketDefinitionHasSales, 'Some matching ticket definitions have sales', {
      ticketDefinitionIds: [...withSales],
    });
  }
  for (const id of ids) await deleteDefinition(db, caller, id);
  return {};
}
