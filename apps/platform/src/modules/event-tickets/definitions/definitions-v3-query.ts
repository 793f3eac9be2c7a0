import type {
  QueryTicketDefinitionsV3Request,
  QueryTicketDefinitionsV3Response,
} from '@headless/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsTicketDefinitions as d } from '../../../db/schema/event-tickets';
import { eventsEvents } from '../../../db/schema/events';
import { compileWhere, pagingMetadata } from '../../../query/index';
import { definitionQuerySpec, offeredNow, queryDefinitions, scopeParts } from './definition-query';
import { definitionToV3 } from './definition-v3-wire';
import { isOwner } from '../event-access';
import type { Caller } from '../../../kernel/caller';

async function eventsOf(db: Db, siteId: string, ids: string[]) {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(eventsEvents)
    .where(and(eq(eventsEvents.siteId, siteId), inArray(eventsEvents.id, ids)));
  return new Map(rows.map((e) => [e.id, e]));
}

/** v3 query; `available` narrows to what visitors are offered right now. */
export async function queryDefinitionsV3(
  db: Db,
  caller: Caller,
  request: QueryTicketDefinitionsV3Request,
  available = false,
): Promise<QueryTicketDefinitionsV3Response> {
  const { now } = caller;
  const scope = {
    siteId: caller.siteId,
    publicOnly: available || !isOwner(caller.identity),
    extra: available ? [offeredNow(now)] : [],
  };
  const page = await queryDefinitions(db, scope, request.query, now);
  const fields = request.fields ?? [];
  const events = fields.includes('EVENT_DETAILS')
    ? await eventsOf(db, caller.siteId, [...new Set(page.rows.map((r) => r.eventId))])
    : new Map();
  const ticketDefinitions = page.rows.map((r) =>
    definitionToV3(r, { held: page.held, events, fields, now }),
  );
  return {
    ticketDefinitions,
    pagingMetadata: pagingMetadata(ticketDefinitions.length, page.offset, page.total),
  };
}

/**
 * Count, or with `available` Count Available: the definitions the available query would list
 * (not hidden, not of a draft event, offered right now).
 */
export async function countDefinitions(
  db: Db,
  caller: Caller,
  filter: Record<string, unknown> | undefined,
  available = false,
) {
  const where = [compileWhere(filter, definitionQuerySpec, 'filter')];
  if (available)
    where.push(
      ...scopeParts({ siteId: caller.siteId, publicOnly: true, extra: [offeredNow(caller.now)] }),
    );
  else {
    where.push(eq(d.siteId, caller.siteId));
    if (!isOwner(caller.identity)) where.push(eq(d.hidden, false));
  }
  const [row] = await db
    .select({ n: count() })
    .from(d)
    .where(and(...where));
  const n = Number(row?.n ?? 0);
  return { metadata: pagingMetadata(n, 0, n) };
}
