import type { BulkUpdateRsvpRequest, Rsvp } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsRsvps as r } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { lockEvent } from '../events';
import { rsvpNotFound } from './check-in';
import { checkStatusChange, writeRsvpChange } from './status-change';
import { rsvpToWire } from './to-wire';

/**
 * RSVP v1's Bulk Update RSVP (`PATCH /events/v1/rsvp`): the named RSVPs of one event take one
 * status, all of them or none (an unknown RSVP, a full event or a refused answer changes nothing).
 */
export async function bulkUpdateRsvp(
  db: Db,
  caller: Caller,
  { eventId, rsvpId, status }: BulkUpdateRsvpRequest,
): Promise<{ rsvps: Rsvp[] }> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const ids = [...new Set(rsvpId)];
    const valid = ids.filter(isUuid);
    const rows = valid.length
      ? await tx
          .select()
          .from(r)
          .where(and(eq(r.siteId, caller.siteId), eq(r.eventId, event.id), inArray(r.id, valid)))
          .for('update')
      : [];
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing) throw rsvpNotFound(missing, event.id);
    await checkStatusChange(tx, event, rows, status);
    const updated = [];
    for (const row of rows) updated.push(await writeRsvpChange(tx, caller, row, { status }));
    return { rsvps: updated.map(rsvpToWire) };
  });
}
