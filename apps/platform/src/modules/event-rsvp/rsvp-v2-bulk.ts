import { randomUUID } from 'node:crypto';
import type { BulkUpdateRsvpsRequest, BulkUpdateRsvpsResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsRsvps as r } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { bulkActionMetadata } from '../../kernel/bulk';
import { DomainError } from '../../kernel/errors';
import { compileWhere } from '../../query';
import { deleteRsvps } from './reads';
import { updateRsvpV2 } from './rsvp-v2';
import { rsvpV2QuerySpec } from './rsvp-v2-reads';

/**
 * Bulk Update RSVPs: each RSVP is Update RSVP on its own (its revision, the create's rules), so one
 * refused leaves the others changed; its error is named in its result.
 */
export async function bulkUpdateRsvps(
  db: Db,
  caller: Caller,
  request: BulkUpdateRsvpsRequest,
): Promise<BulkUpdateRsvpsResponse> {
  const results: BulkUpdateRsvpsResponse['results'] = [];
  for (const [originalIndex, { rsvp }] of request.rsvps.entries()) {
    const { id, ...fields } = rsvp;
    try {
      const updated = await updateRsvpV2(db, caller, id, fields);
      results.push({
        itemMetadata: { id, originalIndex, success: true },
        ...(request.returnEntity ? { rsvp: updated.rsvp } : {}),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { code, description } = error;
      results.push({
        itemMetadata: { id, originalIndex, success: false, error: { code, description } },
      });
    }
  }
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}

/**
 * Bulk Delete RSVPs by Filter: the matching RSVPs are deleted before the answer (each event's with
 * v1's delete: its places freed, each recorded); the answer names a job as the real platform's.
 */
export async function bulkDeleteRsvpsByFilter(
  db: Db,
  caller: Caller,
  filter: Record<string, unknown>,
): Promise<{ jobId: string }> {
  const where = compileWhere(filter, rsvpV2QuerySpec, 'filter');
  const rows = await db
    .select({ id: r.id, eventId: r.eventId })
    .from(r)
    .where(and(eq(r.siteId, caller.siteId), where));
  const byEvent = new Map<string, string[]>();
  for (const { id, eventId } of rows) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), id]);
  for (const [eventId, ids] of byEvent) await deleteRsvps(db, caller, eventId, ids);
  return { jobId: randomUUID() };
}
