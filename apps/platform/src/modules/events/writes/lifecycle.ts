import { EventsErrorCode, type ApplicationErrorCode, type Filter } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsEvents as e } from '../../../db/schema/events';
import type { Caller } from '../../../kernel/caller';
import { conflict } from '../../../kernel/errors';
import { compileWhere } from '../../../query/index';
import { lockEvent } from '../lock';
import { eventSnapshot, recordEventNotification } from './notifications';
import { eventQuerySpecAt } from '../query-spec';
import type { EventRow } from '../rows';

const transitionError = (code: ApplicationErrorCode, message: string, row: EventRow) =>
  conflict(code, message, { eventId: row.id, state: row.state });

/** DRAFT → published; the clock then makes it UPCOMING, STARTED, ENDED. */
export async function publishDraftEvent(db: Db, caller: Caller, eventId: string) {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, siteId, eventId, true);
    if (row.state !== 'DRAFT')
      throw transitionError(EventsErrorCode.alreadyPublished, 'Only a draft can be published', row);
    await tx
      .update(e)
      .set({ state: 'PUBLISHED', publishedAt: now, updatedAt: now })
      .where(eq(e.id, row.id));
    await recordEventNotification(tx, caller, row.id, 'published');
  });
}

function cancelRefusal(row: EventRow, now: Date) {
  if (row.state === 'CANCELED')
    return transitionError(EventsErrorCode.alreadyCanceled, 'The event is already cancelled', row);
  if (row.state === 'DRAFT')
    return transitionError(EventsErrorCode.notPublished, 'A draft cannot be cancelled', row);
  if (row.endDate <= now)
    return transitionError(EventsErrorCode.alreadyEnded, 'An ended event cannot be cancelled', row);
  return undefined;
}

async function markCanceled(tx: Db, caller: Caller, row: EventRow) {
  const { now } = caller;
  await tx
    .update(e)
    .set({ state: 'CANCELED', canceledAt: now, updatedAt: now })
    .where(eq(e.id, row.id));
  // The product's EventCanceled body; it has no event creator here.
  const body = { timestamp: now.toISOString(), eventId: row.id, title: row.title };
  await recordEventNotification(tx, caller, row.id, 'canceled', body);
}

export async function cancelEvent(db: Db, caller: Caller, eventId: string) {
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, caller.siteId, eventId, true);
    const refusal = cancelRefusal(row, caller.now);
    if (refusal) throw refusal;
    await markCanceled(tx, caller, row);
  });
}

export async function deleteEvent(db: Db, caller: Caller, eventId: string) {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, siteId, eventId, true);
    // The deleted event carries the event as it was.
    const gone = await eventSnapshot(tx, siteId, row.id, now);
    await tx.delete(e).where(eq(e.id, row.id));
    await recordEventNotification(tx, caller, row.id, 'deleted', gone);
  });
}

/** The site's events a filter matches (drafts included), locked in a stable order. */
async function lockMatching(tx: Db, siteId: string, filter: Filter | undefined, now: Date) {
  const where = compileWhere(filter, eventQuerySpecAt(now), 'filter');
  const ids = await tx
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.siteId, siteId), where));
  if (!ids.length) return [];
  return tx
    .select()
    .from(e)
    .where(
      inArray(
        e.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(e.id)
    .for('update');
}

/** Cancels every matching event that may be cancelled; the others are left as they are. */
export async function bulkCancelByFilter(db: Db, caller: Caller, filter: Filter | undefined) {
  const { siteId, now } = caller;
  return db.transaction(async (tx) => {
    const rows = (await lockMatching(tx, siteId, filter, now)).filter(
      (r) => !cancelRefusal(r, now),
    );
    for (const row of rows) await markCanceled(tx, caller, row);
    return { count: rows.length };
  });
}

export async function bulkDeleteByFilter(db: Db, caller: Caller, filter: Filter | undefined) {
  const { siteId, now } = caller;
  return db.transaction(async (tx) => {
    const rows = await lockMatching(tx, siteId, filter, now);
    const gone = [];
    for (const row of rows) gone.push(await eventSnapshot(tx, siteId, row.id, now));
    if (rows.length)
      await tx.delete(e).where(
        inArray(
          e.id,
          rows.map((r) => r.id),
        ),
      );
    for (const [i, row] of rows.entries())
      await recordEventNotification(tx, caller, row.id, 'deleted', gone[i]);
    return { count: rows.length };
  });
}
