import {
  EventStaffShippingErrorCode as Code,
  type CreateEventStaffRequest,
  type EventStaff,
  type UpdateEventStaffRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { eventsStaff as s } from '../../db/schema/event-staff-shipping';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { ownedRecords } from '../../owned/records';
import { lockEvent } from '../events';
import { wireDates } from '../../kernel/wire-dates';

type StaffRow = typeof s.$inferSelect;
type Ids = { eventId: string; staffId: string };

export function staffToWire(row: StaffRow): EventStaff {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    ...(row.email !== null ? { email: row.email } : {}),
    ...wireDates(row),
  };
}

/** An event's staff: another event's or site's member is not found. */
const staff = ownedRecords({
  table: s,
  parent: s.eventId,
  toWire: staffToWire,
  entity: 'wix.events.v1.staff',
  notFound: (staffId) => notFound(Code.staffNotFound, `Staff ${staffId} not found`, { staffId }),
});
const keyOf = (ids: Ids) => ({ id: ids.staffId, parentId: ids.eventId });

export async function createStaff(
  db: Db,
  caller: Caller,
  input: CreateEventStaffRequest['staff'],
  { eventId }: { eventId: string },
) {
  return staff.create(db, caller, {
    values: async (tx) => {
      const event = await lockEvent(tx, caller.siteId, eventId);
      return { eventId: event.id, name: input.name, email: input.email ?? null };
    },
  });
}

export async function updateStaff(
  db: Db,
  caller: Caller,
  ids: Ids,
  patch: UpdateEventStaffRequest['staff'],
) {
  return staff.update(db, caller, keyOf(ids), {
    changes: () => ({ name: patch.name, email: patch.email }),
  });
}

export async function deleteStaff(db: Db, caller: Caller, ids: Ids) {
  await staff.remove(db, caller, keyOf(ids));
}
