import { EventsErrorCode } from '@headless/contract';
import type { Db } from '../../db/client';
import { siteRecordFinder } from '../../db/reads';
import { eventsEvents as e } from '../../db/schema/events';
import { notFound } from '../../kernel/errors';
import type { EventRow } from './rows';

const eventRow = siteRecordFinder(e);

export const eventNotFound = (eventId: string) =>
  notFound(EventsErrorCode.eventNotFound, `Event ${eventId} not found`, { eventId });

/** The site's event, locked for the transaction when `forUpdate` (writes serialise on it). */
export async function lockEvent(
  tx: Db,
  siteId: string,
  eventId: string,
  forUpdate = false,
): Promise<EventRow> {
  const row = await eventRow(tx, siteId, eventId, forUpdate);
  if (!row) throw eventNotFound(eventId);
  return row;
}
