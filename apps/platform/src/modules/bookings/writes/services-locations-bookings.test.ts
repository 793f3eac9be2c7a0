import { describe, expect, it } from 'vitest';
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

const custom = (id: string) => ({ type: 'CUSTOM', custom: { id } });
const setLocations = (serviceId: string, ids: string[], removed?: object, notice?: object) =>
  c.asOwner('POST', `/bookings/v2/services/${serviceId}/locations`, {
    locations: ids.map(custom),
    ...(removed ? { removedLocationSessionsAction: removed } : {}),
    ...(notice ? { participantNotification: notice } : {}),
  });

/** Bookings at A, at B, and one from before bookings kept a location (at the first, B). */
async function bookedAtTwoLocations() {
  const service = await serviceWithSchedule(t.db);
  await setLocations(service.id, ['loc-a', 'loc-b']);
  const atA = await bookAt(t.db, service.id, '09');
  expect((await setLocations(service.id, ['loc-b', 'loc-a'])).statusCode).toBe(200);
  const atB = await bookAt(t.db, service.id, '10');
  const legacy = await bookAt(t.db, service.id, '11');
  await setRow(t.db, legacy, { locationId: null });
  return { id: service.id, atA, atB, legacy, ids: [atA, atB, legacy] };
}

describe('set locations: the bookings at removed locations', () => {
  it('books at the service location the slot is at, and shows it on the booking', async () => {
    const s = await bookedAtTwoLocations();
    const rows = await rowsById(t.db, s.ids);
    expect([s.atA, s.atB].map((id) => rows.get(id)?.locationId)).toEqual(['loc-a', 'loc-b']);
    const [created] = await eventsOf(t.db, 'created', [s.atA]);
    expect(created?.payload).toMatchObject({
      bookedEntity: { slot: { location: { id: 'loc-a' } } },
    });
  });

  it('DELETE cancels the future bookings at the removed location, with the notice', async () => {
    const s = await bookedAtTwoLocations();
    const notice = { notifyParticipants: true, message: 'Location closed' };
    const res = await setLocations(s.id, ['loc-a'], { action: 'DELETE' }, notice);
    expect(res.statusCode).toBe(200);
    expect(res.json().service.locations.map((l: { id: string }) => l.id)).toEqual(['loc-a']);
    expect(await statuses(t.db, s.ids)).toEqual(['CONFIRMED', 'CANCELED', 'CANCELED']);
    const events = await eventsOf(t.db, 'canceled', s.ids);
    expect(events.map((e) => e.bookingId)).toEqual([s.atB, s.legacy]);
    expect(events[0]?.payload).toMatchObject({ participantNotification: notice });
  });

  it('MOVE_TO_LOCATION records the new location on them, as an updated event', async () => {
    const s = await bookedAtTwoLocations();
    const res = await setLocations(s.id, ['loc-b', 'loc-c'], {
      action: 'MOVE_TO_LOCATION',
      moveToLocationOptions: { newLocation: custom('loc-c') },
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsById(t.db, s.ids);
    expect(s.ids.map((id) => rows.get(id)?.locationId)).toEqual(['loc-c', 'loc-b', null]);
    expect(await statuses(t.db, s.ids)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    const events = await eventsOf(t.db, 'updated', s.ids);
    expect(events.map((e) => e.bookingId)).toEqual([s.atA]);
    expect(events[0]?.payload).toMatchObject({
      bookedEntity: { slot: { location: { id: 'loc-c' } } },
    });
  });

  it('KEEP_AT_CURRENT_LOCATION and no action leave every booking as it was', async () => {
    const s = await bookedAtTwoLocations();
    await setLocations(s.id, ['loc-a'], { action: 'KEEP_AT_CURRENT_LOCATION' });
    await setLocations(s.id, []);
    const rows = await rowsById(t.db, s.ids);
    expect(s.ids.map((id) => rows.get(id)?.locationId)).toEqual(['loc-a', 'loc-b', null]);
    expect(await statuses(t.db, s.ids)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect(await eventsOf(t.db, 'canceled', s.ids)).toEqual([]);
  });
});
