import type {
  AddScheduleItemRequest,
  RescheduleDraftRequest,
  ScheduleItem,
  ScheduleItemData,
  UpdateScheduleItemRequest,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsScheduleBookmarks as b, eventsScheduleItems as s } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { isTimeZone, timeZoneViolation } from '../availability';
import { lockEvent } from '../events';
import { itemNotFound } from './scope';
import { itemToWire, type ScheduleRow } from './wire';

/** Items without a time zone are in UTC (the reference's default). */
const UTC = 'Etc/UTC';
type Values = Omit<typeof s.$inferInsert, 'siteId' | 'eventId' | 'itemId' | 'draft'>;

function required(item: ScheduleItemData): void {
  const missing = (['name', 'timeSlot'] as const).filter((f) => item[f] === undefined);
  if (missing.length)
    throw validationError(
      missing.map((f) => ({
        field: `item.${f}`,
        description: 'is required',
        violatedRule: 'REQUIRED_FIELD',
      })),
    );
}

/** What a row takes from the item sent: every field of `item`, or only those `fields` names. */
function valuesOf(item: ScheduleItemData, fields?: string[]): Values {
  const all: Values = {
    name: item.name!,
    description: item.description ?? null,
    stageName: item.stageName ?? null,
    tags: item.tags ?? [],
    hidden: item.hidden ?? false,
    status: item.status ?? 'SCHEDULED',
    ...(item.timeSlot
      ? {
          startDate: new Date(item.timeSlot.start),
          endDate: new Date(item.timeSlot.end),
          timeZoneId: item.timeSlot.timeZoneId ?? UTC,
        }
      : {}),
  } as Values;
  if (!fields?.length) return all;
  const masked = new Set(fields.map((f) => (f.startsWith('timeSlot') ? 'timeSlot' : f)));
  const picked: Partial<Values> = {};
  for (const key of Object.keys(all) as (keyof Values)[]) {
    const field = ['startDate', 'endDate', 'timeZoneId'].includes(key) ? 'timeSlot' : key;
    if (masked.has(field)) Object.assign(picked, { [key]: all[key] });
  }
  return picked as Values;
}

function checkSlot(values: Partial<Values>): void {
  if (values.startDate && values.endDate && values.startDate >= values.endDate)
    throw validationError([
      {
        field: 'item.timeSlot.end',
        description: 'must be after the start',
        violatedRule: 'VALIDATION',
      },
    ]);
}

/** Add Schedule Item: a new item of the event's draft schedule, not public until published. */
export async function addScheduleItem(
  db: Db,
  caller: Caller,
  { eventId, item }: AddScheduleItemRequest,
): Promise<ScheduleItem> {
  required(item);
  const values = valuesOf(item);
  checkSlot(values);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const [row] = await tx
      .insert(s)
      .values({
        ...values,
        itemId: randomUUID(),
        siteId: caller.siteId,
        eventId: event.id,
        draft: true,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    return itemToWire(row!);
  });
}

async function lockDraft(tx: Db, caller: Caller, eventId: string, itemId: string) {
  if (!isUuid(itemId)) throw itemNotFound(itemId);
  const [row] = await tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.siteId, caller.siteId),
        eq(s.eventId, eventId),
        eq(s.itemId, itemId),
        eq(s.draft, true),
      ),
    )
    .for('update');
  if (!row) throw itemNotFound(itemId);
  return row;
}

/** Update Schedule Item: the draft changes; `fields` names what (none: the whole item). */
export async function updateScheduleItem(
  db: Db,
  caller: Caller,
  itemId: string,
  { eventId, item, fields }: UpdateScheduleItemRequest,
): Promise<ScheduleItem> {
  if (!fields?.length) required(item);
  const values = valuesOf(item, fields);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const current = await lockDraft(tx, caller, event.id, itemId);
    checkSlot({
      startDate: values.startDate ?? current.startDate,
      endDate: values.endDate ?? current.endDate,
    });
    const [row] = await tx
      .update(s)
      .set({ ...values, updatedAt: caller.now })
      .where(eq(s.id, current.id))
      .returning();
    return itemToWire(row!);
  });
}

/** Delete Schedule Item: the items leave the draft (the published schedule keeps them until published). */
export async function deleteScheduleItems(
  db: Db,
  caller: Caller,
  eventId: string,
  itemIds: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const ids = itemIds.filter(isUuid);
    if (!ids.length) return;
    await tx
      .delete(s)
      .where(and(eq(s.eventId, event.id), eq(s.draft, true), inArray(s.itemId, ids)));
  });
}

/** Copies one side of the event's schedule over the other: the drafts onto the published, or back. */
async function copySchedule(tx: Db, eventId: string, toDraft: boolean): Promise<ScheduleRow[]> {
  await tx.delete(s).where(and(eq(s.eventId, eventId), eq(s.draft, toDraft)));
  const from = await tx
    .select()
    .from(s)
    .where(and(eq(s.eventId, eventId), eq(s.draft, !toDraft)));
  if (!from.length) return [];
  return tx
    .insert(s)
    .values(from.map(({ id: _row, ...row }) => ({ ...row, draft: toDraft })))
    .returning();
}

/** Publish Draft: the published schedule becomes the draft; bookmarks of items gone go too. */
export async function publishDraft(db: Db, caller: Caller, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const published = await copySchedule(tx, event.id, false);
    const kept = published.map((r) => r.itemId);
    await tx
      .delete(b)
      .where(and(eq(b.eventId, event.id), kept.length ? notInArray(b.itemId, kept) : undefined));
  });
}

/** Discard Draft: the draft becomes the published schedule again. */
export async function discardDraft(db: Db, caller: Caller, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    await copySchedule(tx, event.id, true);
  });
}

/**
 * Reschedule Draft: every draft item moves by `timeSlotOffset` (a Duration, `"3600s"`; none moves
 * nothing) and takes the time zone named, as when the event itself moves. The published schedule
 * stays until the draft is published.
 */
export async function rescheduleDraft(
  db: Db,
  caller: Caller,
  { eventId, timeZoneId, timeSlotOffset }: RescheduleDraftRequest,
): Promise<void> {
  if (!isTimeZone(timeZoneId)) throw validationError([timeZoneViolation('timeZoneId')]);
  const seconds = timeSlotOffset ? timeSlotOffset.slice(0, -1) : '0';
  const shift = sql`make_interval(secs => ${seconds}::double precision)`;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    await tx
      .update(s)
      .set({
        startDate: sql`${s.startDate} + ${shift}`,
        endDate: sql`${s.endDate} + ${shift}`,
        timeZoneId,
        updatedAt: caller.now,
      })
      .where(and(eq(s.siteId, caller.siteId), eq(s.eventId, event.id), eq(s.draft, true)));
  });
}
