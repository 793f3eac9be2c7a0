import type { ScheduleItem } from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsScheduleBookmarks as b, eventsScheduleItems as s } from '../../db/schema/events';
import { memberIdOf } from '../../http/require-member';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { guestView, itemNotFound } from './scope';
import { itemToWire } from './wire';

/**
 * Schedule Bookmarks: a member's own list of the published items they mean to attend. Visitors
 * have none (403 MEMBER_ONLY); an item guests cannot see cannot be bookmarked.
 */
export async function createBookmark(
  db: Db,
  caller: Caller,
  itemId: string,
  eventId: string,
): Promise<void> {
  const memberId = memberIdOf(caller, 'bookmark a schedule item');
  if (!isUuid(itemId) || !isUuid(eventId)) throw itemNotFound(itemId);
  const [item] = await db
    .select({ eventId: s.eventId })
    .from(s)
    .where(
      and(eq(s.siteId, caller.siteId), eq(s.itemId, itemId), eq(s.eventId, eventId), guestView()),
    );
  if (!item) throw itemNotFound(itemId);
  await db
    .insert(b)
    .values({ siteId: caller.siteId, memberId, itemId, eventId, createdAt: caller.now })
    .onConflictDoNothing();
}

export async function deleteBookmark(
  db: Db,
  caller: Caller,
  itemId: string,
  eventId: string,
): Promise<void> {
  const memberId = memberIdOf(caller, 'remove a bookmark');
  if (!isUuid(itemId) || !isUuid(eventId)) return;
  await db
    .delete(b)
    .where(
      and(
        eq(b.siteId, caller.siteId),
        eq(b.memberId, memberId),
        eq(b.itemId, itemId),
        eq(b.eventId, eventId),
      ),
    );
}

/** The member's bookmarked items of the event, in the schedule's order. */
export async function listBookmarks(
  db: Db,
  caller: Caller,
  eventId: string,
): Promise<{ items: ScheduleItem[] }> {
  const memberId = memberIdOf(caller, 'list your bookmarks');
  if (!isUuid(eventId)) return { items: [] };
  const rows = await db
    .select({ item: s })
    .from(b)
    .innerJoin(s, and(eq(s.itemId, b.itemId), eq(s.draft, false)))
    .where(
      and(
        eq(b.siteId, caller.siteId),
        eq(b.memberId, memberId),
        eq(b.eventId, eventId),
        guestView(),
      ),
    )
    .orderBy(asc(s.startDate), asc(s.endDate), asc(s.itemId));
  return { items: rows.map((r) => itemToWire(r.item)) };
}
