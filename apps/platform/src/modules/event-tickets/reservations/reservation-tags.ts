import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PAGE_SIZE,
  TicketReservationStatus,
  type BulkUpdateTicketReservationTagsByFilterRequest,
  type BulkUpdateTicketReservationTagsRequest,
  type BulkUpdateTicketReservationTagsResponse,
} from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteRecordFinder } from '../../../db/reads';
import { eventsReservations as r } from '../../../db/schema/event-tickets';
import { bulkActionMetadata } from '../../../kernel/bulk';
import type { Caller } from '../../../kernel/caller';
import { compileWhere, defineFields, recordDateFields, type EntityQuerySpec } from '../../../query';
import { reservationNotFound } from './reservation-store';
import type { ReservationRow } from './reservation-wire';

type TagChanges = Pick<BulkUpdateTicketReservationTagsRequest, 'assignTags' | 'unassignTags'>;
type Result = BulkUpdateTicketReservationTagsResponse['results'][number];

const reservationRow = siteRecordFinder(r);

/** One list of tags after the change: a tag both assigned and unassigned stays assigned. */
function retag(current: string[], assign: string[] = [], unassign: string[] = []): string[] {
  const removed = new Set(unassign.filter((id) => !assign.includes(id)));
  return [...new Set([...current.filter((id) => !removed.has(id)), ...assign])];
}

async function retagRow(tx: Db, row: ReservationRow, changes: TagChanges, now: Date) {
  const { assignTags: assign, unassignTags: unassign } = changes;
  await tx
    .update(r)
    .set({
      tagIds: retag(row.tagIds, assign.tags?.tagIds, unassign?.tags?.tagIds),
      privateTagIds: retag(
        row.privateTagIds,
        assign.privateTags?.tagIds,
        unassign?.privateTags?.tagIds,
      ),
      updatedAt: now,
    })
    .where(eq(r.id, row.id));
}

/**
 * Bulk Update Ticket Reservation Tags (the owner's): each reservation on its own, so an unknown
 * one fails only its item, named in its result.
 */
export async function bulkUpdateTicketReservationTags(
  db: Db,
  caller: Caller,
  request: BulkUpdateTicketReservationTagsRequest,
): Promise<BulkUpdateTicketReservationTagsResponse> {
  const results: Result[] = [];
  for (const [originalIndex, id] of request.ids.entries()) {
    const found = await db.transaction(async (tx) => {
      const row = await reservationRow(tx, caller.siteId, id, true);
      if (row) await retagRow(tx, row, request, caller.now);
      return row !== undefined;
    });
    const { code, description } = reservationNotFound(id);
    results.push({
      itemMetadata: found
        ? { id, originalIndex, success: true }
        : { id, originalIndex, success: false, error: { code, description } },
    });
  }
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}

/** The fields a by-filter call filters on, as Ticket Reservations names them; status as read. */
function reservationQuerySpec(now: Date): EntityQuerySpec {
  const expired = sql`${r.status} = 'RESERVATION_PENDING' and ${r.expiresAt} <= ${now}`;
  return {
    fields: defineFields({
      id: { sql: sql`${r.id}::text`, type: 'string' },
      eventId: { sql: sql`${r.eventId}::text`, type: 'string' },
      status: {
        sql: sql`case when ${expired} then 'EXPIRED' else replace(${r.status}, 'RESERVATION_', '') end`,
        type: 'string',
        enumValues: TicketReservationStatus.options,
      },
      memberId: {
        sql: sql`case when ${r.ownerType} = 'MEMBER' then ${r.ownerId} end`,
        type: 'string',
      },
      'tags.tags.tagIds': { sql: r.tagIds, type: 'stringArray' },
      'tags.privateTags.tagIds': { sql: r.privateTagIds, type: 'stringArray' },
      ...recordDateFields(r),
    }),
    defaultSort: [asc(r.createdAt)],
    tieBreaker: r.id,
    defaultLimit: DEFAULT_PAGE_SIZE,
  };
}

/**
 * Bulk Update Ticket Reservation Tags By Filter: every matching reservation of the site (an empty
 * filter matches all) is retagged before the answer, which names a job as the real platform's.
 */
export async function bulkUpdateTicketReservationTagsByFilter(
  db: Db,
  caller: Caller,
  request: BulkUpdateTicketReservationTagsByFilterRequest,
): Promise<{ jobId: string }> {
  const where = compileWhere(request.filter, reservationQuerySpec(caller.now), 'filter');
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(r)
      .where(and(eq(r.siteId, caller.siteId), where))
      .for('update');
    for (const row of rows) await retagRow(tx, row, request, caller.now);
  });
  return { jobId: randomUUID() };
}
