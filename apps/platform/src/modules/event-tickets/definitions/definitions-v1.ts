import type {
  OffsetQuery,
  QueryAvailableTicketsRequest,
  TicketDefinitionState,
  TicketDefinitionsResponse,
} from '@headless/contract';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsTicketDefinitions as d } from '../../../db/schema/event-tickets';
import { definitionToWire } from './definition-wire';
import {
  offeredNow,
  queryDefinitions,
  sortFromString,
  stateFilter,
  type DefinitionPage,
} from './definition-query';
import { findEvent, isOwner } from '../event-access';
import { ticketNotFound } from '../reservations/reserve-checks';
import { isUuid } from '../../../kernel/ids';
import type { Caller } from '../../../kernel/caller';

function toResponse(page: DefinitionPage, now: Date): TicketDefinitionsResponse {
  const definitions = page.rows.map((r) => definitionToWire(r, page.held.get(r.id) ?? 0, now));
  return {
    metaData: { count: definitions.length, offset: page.offset, total: page.total },
    definitions,
  };
}

export interface AvailableQuery {
  eventId?: string;
  offset?: number;
  limit?: number;
  sort?: string;
  state?: TicketDefinitionState[];
}

/**
 * What a visitor can pick from: visible tickets of non-draft events, sold-out, scheduled and
 * ended ones included (the page shows them, not selectable), minus those hidden when not on sale.
 */
export async function listAvailableTickets(db: Db, caller: Caller, q: AvailableQuery) {
  const { now } = caller;
  const extra: SQL[] = [offeredNow(now), ...stateFilter(q.state)];
  if (q.eventId)
    extra.push(eq(d.eventId, (await findEvent(db, caller.siteId, q.eventId, caller.identity)).id));
  const query: OffsetQuery = {
    sort: sortFromString(q.sort),
    paging: { offset: q.offset, limit: q.limit },
  };
  return toResponse(
    await queryDefinitions(db, { siteId: caller.siteId, publicOnly: true, extra }, query, now),
    now,
  );
}

/** The flat query body, `{offset, limit, filter, fieldset, sort}` (docs/protocol.md §2.6), as a query. */
const offsetQueryOf = (body: QueryAvailableTicketsRequest): OffsetQuery => ({
  filter: body.filter,
  sort: sortFromString(body.sort),
  paging: { offset: body.offset, limit: body.limit },
});

export async function queryAvailableTickets(
  db: Db,
  caller: Caller,
  body: QueryAvailableTicketsRequest,
) {
  const { now } = caller;
  const query = offsetQueryOf(body);
  const scope = { siteId: caller.siteId, publicOnly: true, extra: [offeredNow(now)] };
  return toResponse(await queryDefinitions(db, scope, query, now), now);
}

export interface ListDefinitionsQuery extends AvailableQuery {
  eventIds?: string[];
}

/** v1 list: the owner sees hidden tickets and drafts' too. */
export async function listDefinitions(db: Db, caller: Caller, q: ListDefinitionsQuery) {
  const { now } = caller;
  const extra: SQL[] = [...stateFilter(q.state)];
  if (q.eventIds) extra.push(inArray(d.eventId, q.eventIds.filter(isUuid)));
  const query: OffsetQuery = {
    sort: sortFromString(q.sort),
    paging: { offset: q.offset, limit: q.limit },
  };
  const scope = { siteId: caller.siteId, publicOnly: !isOwner(caller.identity), extra };
  return { ...toResponse(await queryDefinitions(db, scope, query, now), now), facets: {} };
}

/** v1 query (`POST /events/v1/ticket-definitions/query`): the flat body of available tickets. */
export function queryDefinitionsFlat(db: Db, caller: Caller, body: QueryAvailableTicketsRequest) {
  return queryDefinitionsV1(db, caller, offsetQueryOf(body));
}

/** v2 query (`POST /events/v2/ticket-definitions/query`). */
export async function queryDefinitionsV1(db: Db, caller: Caller, query: OffsetQuery | undefined) {
  const { now } = caller;
  const scope = { siteId: caller.siteId, publicOnly: !isOwner(caller.identity) };
  return { ...toResponse(await queryDefinitions(db, scope, query, now), now), facets: {} };
}

export async function getDefinitionV1(db: Db, caller: Caller, definitionId: string) {
  const { now } = caller;
  if (!isUuid(definitionId)) throw ticketNotFound(definitionId);
  const scope = {
    siteId: caller.siteId,
    publicOnly: !isOwner(caller.identity),
    extra: [eq(d.id, definitionId)],
  };
  const page = await queryDefinitions(db, scope, undefined, now);
  const row = page.rows[0];
  if (!row) throw ticketNotFound(definitionId);
  return { definition: definitionToWire(row, page.held.get(row.id) ?? 0, now) };
}
