import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingsServices } from '../../../db/schema/bookings';
import { createSecondSite } from '../../../seed/second-site';
import {
  bookAt,
  eventsOf,
  rowsById,
  serviceWithSchedule,
  setRow,
  statuses,
} from '../booked-fixtures';
import { useServicesApp } from '../test-client';

const { t, c } = useServicesApp();
let elsewhere: string[];
beforeAll(async () => {
  // Bookings that no delete below may touch: another service here, and one on another site.
  const other = await serviceWithSchedule(t.db);
  const { siteId } = await createSecondSite(t.db);
  const foreign = await serviceWithSchedule(t.db, siteId);
  elsewhere = [await bookAt(t.db, other.id, '09'), await bookAt(t.db, foreign.id, '09', siteId)];
});

/** A service with a confirmed, a waiting, a past and a declined booking. */
async function bookedService() {
  const service = await serviceWithSchedule(t.db);
  const [confirmed, waiting, past, declined] = [
    await bookAt(t.db, service.id, '09'),
    await bookAt(t.db, service.id, '10'),
    await bookAt(t.db, service.id, '11'),
    await bookAt(t.db, service.id, '09'),
  ] as [string, string, string, string];
  await setRow(t.db, waiting, { status: 'WAITING_LIST' });
  const pastStart = new Date('2020-01-06T11:00:00Z');
  await setRow(t.db, past, { startDate: pastStart, endDate: new Date('2020-01-06T12:00:00Z') });
  await setRow(t.db, declined, { status: 'DECLINED' });
  return { id: service.id, ids: [confirmed, waiting, past, declined] };
}

async function states(ids: string[]) {
  const rows = await t.db
    .select({ state: bookingsServices.state })
    .from(bookingsServices)
    .where(inArray(bookingsServices.id, ids));
  return rows.map((r) => r.state);
}

const CANCELED_FUTURE = ['CANCELED', 'CANCELED', 'CONFIRMED', 'DECLINED'];
const KEPT = ['CONFIRMED', 'WAITING_LIST', 'CONFIRMED', 'DECLINED'];

describe('deleting a service and its future bookings', () => {
  it('cancels the future place-holding bookings, each with a canceled event and the notice', async () => {
    const s = await bookedService();
    const query =
      'participantNotification.notifyParticipants=true&participantNotification.message=Closed';
    const res = await c.asOwner('DELETE', `/bookings/v2/services/${s.id}?${query}`);
    expect(res.statusCode).toBe(200);
    expect(await states([s.id])).toEqual(['DELETED']);
    expect(await statuses(t.db, s.ids)).toEqual(CANCELED_FUTURE);
    const rows = await rowsById(t.db, s.ids);
    expect(rows.get(s.ids[0]!)?.canceledAt).toBeInstanceOf(Date);
    const events = await eventsOf(t.db, 'canceled', s.ids);
    expect(events.map((e) => e.bookingId)).toEqual(s.ids.slice(0, 2));
    expect(events[0]?.payload).toMatchObject({
      booking: { id: s.ids[0], status: 'CANCELED' },
      participantNotification: { notifyParticipants: true, message: 'Closed' },
    });
  });

  it('keeps every booking when asked to preserve them', async () => {
    const s = await bookedService();
    const url = `/_api/bookings/v2/services/${s.id}?preserveFutureSessionsWithParticipants=true`;
    expect((await c.asOwner('DELETE', url)).statusCode).toBe(200);
    expect(await states([s.id])).toEqual(['DELETED']);
    expect(await statuses(t.db, s.ids)).toEqual(KEPT);
    expect(await eventsOf(t.db, 'canceled', s.ids)).toEqual([]);
  });

  it('does the same in bulk, per item, and by filter', async () => {
    const [a, b, kept] = [await bookedService(), await bookedService(), await bookedService()];
    const notice = { notifyParticipants: false, message: 'Sorry' };
    const bulk = await c.asOwner('POST', '/bookings/v2/bulk/services/delete', {
      ids: [a.id, 'missing'],
      participantNotification: notice,
    });
    expect(bulk.json().bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(await statuses(t.db, a.ids)).toEqual(CANCELED_FUTURE);
    const [event] = await eventsOf(t.db, 'canceled', a.ids);
    expect(event?.payload).toMatchObject({ participantNotification: notice });
    const byFilter = (id: string, preserve: boolean) =>
      c.asOwner('POST', '/bookings/v2/bulk/services/delete-by-filter', {
        filter: { id },
        preserveFutureSessionsWithParticipants: preserve,
      });
    expect((await byFilter(kept.id, true)).statusCode).toBe(200);
    expect((await byFilter(b.id, false)).statusCode).toBe(200);
    expect(await states([a.id, b.id, kept.id])).toEqual(['DELETED', 'DELETED', 'DELETED']);
    expect(await statuses(t.db, kept.ids)).toEqual(KEPT);
    expect(await statuses(t.db, b.ids)).toEqual(CANCELED_FUTURE);
    const events = await eventsOf(t.db, 'canceled', b.ids);
    expect(events[0]?.payload).not.toHaveProperty('participantNotification');
  });

  it('refuses visitors and touches nothing', async () => {
    const s = await bookedService();
    const res = await c.asVisitor('DELETE', `/bookings/v2/services/${s.id}`);
    expect(res.statusCode).toBe(403);
    expect(await states([s.id])).toEqual(['CREATED']);
    expect(await statuses(t.db, s.ids)).toEqual(KEPT);
  });

  it('left the other services and the other site alone (runs last)', async () => {
    expect(await statuses(t.db, elsewhere)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(await eventsOf(t.db, 'canceled', elsewhere)).toEqual([]);
  });
});
