import { EventsErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsEvents as e } from '../../db/schema/events';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import type { EventRow } from './rows';

export const eventNotFound = (eventId: string) =>
  notFound(EventsErrorCode.eventNotFound, `Event ${eventId} not found`, { eventId });

/** The site's event, locked for the transaction when `forUpdate` (writes serialise on it). */
export async function lockEvent(
  tx: Db,
  siteId: string,
  eventId: string,
  forUpdate = false,
): Promise<EventRow> {
  if (!isUuid(eventId)) throw eventNotFound(eventId);
  const query = tx
    .select()
    .from(e)
    .where(and(eq(e.siteId, siteId), eq(e.id, eventId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw eventNotFound(eventId);
  return row;
}
