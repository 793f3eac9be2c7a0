import {
  EventStaffShippingErrorCode as Code,
  type CreateEventStaffRequest,
  type EventStaff,
  type UpdateEventStaffRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsStaff as s } from '../../db/schema/event-staff-shipping';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import { lockEvent } from '../events';

type StaffRow = typeof s.$inferSelect;

export function staffToWire(row: StaffRow): EventStaff {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    ...(row.email !== null ? { email: row.email } : {}),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

async function record(tx: Db, caller: Caller, slug: string, row: StaffRow) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.events.v1.staff_${slug as 'created' | 'updated' | 'deleted'}`,
    entityId: row.id,
    payload: staffToWire(row),
    identity: caller.identity,
  });
}

export async function createStaff(
  db: Db,
  caller: Caller,
  eventId: string,
  input: CreateEventStaffRequest['staff'],
) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId);
    const [row] = await tx
      .insert(s)
      .values({
        siteId: caller.siteId,
        eventId: event.id,
        name: input.name,
        email: input.email ?? null,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    await record(tx, caller, 'created', row!);
    return staffToWire(row!);
  });
}

/** The event's staff member, locked; another event's or site's is not found. */
async function lockStaff(tx: Db, siteId: string, eventId: string, staffId: string) {
  const [row] =
    isUuid(staffId) && isUuid(eventId)
      ? await tx
          .select()
          .from(s)
          .where(and(eq(s.siteId, siteId), eq(s.eventId, eventId), eq(s.id, staffId)))
          .for('update')
      : [];
  if (!row) throw notFound(Code.staffNotFound, `Staff ${staffId} not found`, { staffId });
  return row;
}

export async function updateStaff(
  db: Db,
  caller: Caller,
  ids: { eventId: string; staffId: string },
  patch: UpdateEventStaffRequest['staff'],
) {
  return db.transaction(async (tx) => {
    const current = await lockStaff(tx, caller.siteId, ids.eventId, ids.staffId);
    const [row] = await tx
      .update(s)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        updatedAt: caller.now,
      })
      .where(eq(s.id, current.id))
      .returning();
    await record(tx, caller, 'updated', row!);
    return staffToWire(row!);
  });
}

export async function deleteStaff(
  db: Db,
  caller: Caller,
  ids: { eventId: string; staffId: string },
) {
  await db.transaction(async (tx) => {
    const row = await lockStaff(tx, caller.siteId, ids.eventId, ids.staffId);
    await tx.delete(s).where(eq(s.id, row.id));
    await record(tx, caller, 'deleted', row);
  });
}
