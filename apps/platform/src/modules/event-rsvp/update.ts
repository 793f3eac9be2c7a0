import { EventsErrorCode, type Rsvp, type UpdateRsvpRequest } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsRsvps as r } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordRsvpEvent } from './rsvp-events';
import { lockEvent } from '../events';
import { rsvpToWire } from './to-wire';

/** The owner corrects a respondent's name or email; recorded as rsvp_updated with the RSVP. */
export async function updateRsvp(
  db: Db,
  caller: Caller,
  rsvpId: string,
  request: UpdateRsvpRequest,
): Promise<Rsvp> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, request.eventId, true);
    const { eventId: _eventId, ...details } = request;
    const [row] = isUuid(rsvpId)
      ? await tx
          .update(r)
          .set({ ...details, updatedAt: caller.now })
          .where(and(eq(r.siteId, caller.siteId), eq(r.eventId, event.id), eq(r.id, rsvpId)))
          .returning()
      : [];
    if (!row)
      throw notFound(EventsErrorCode.rsvpNotFound, `RSVP ${rsvpId} not found`, {
        rsvpId,
        eventId: event.id,
      });
    const rsvp = rsvpToWire(row);
    const { siteId } = caller;
    await recordRsvpEvent(tx, { siteId, slug: 'updated', entityId: rsvp.id, wire: rsvp, caller });
    return rsvp;
  });
}
