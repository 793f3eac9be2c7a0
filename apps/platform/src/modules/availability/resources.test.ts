// Slot resources in Time Slots V2: a service's staff members, free in a slot while it has an open
// place; a list shows them when asked for their type (up to 10), a get always.
import {
  GetTimeSlotResponse,
  ListAvailabilityTimeSlotsResponse,
  STAFF_RESOURCE_TYPE_ID,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingsServices, bookingsStaff } from '../../db/schema/bookings';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t } = k;
const V2 = '/service-availability/v2/time-slots';
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: k.token }, payload });

/** A one-place Monday-morning appointment given by two staff members. */
async function staffedService() {
  const s = await createServiceFixture(t.db, {
    weekly: [{ day: 'MON', start: '09:00', end: '11:00' }],
    timeZone: 'UTC',
  });
  const staff = await t.db
    .insert(bookingsStaff)
    .values([
      { siteId: s.siteId, name: 'Noa' },
      { siteId: s.siteId, name: 'Ari' },
    ])
    .returning();
  const [row] = await t.db.select().from(bookingsServices).where(eq(bookingsServices.id, s.id));
  await t.db
    .update(bookingsServices)
    .set({ details: { ...row!.details, staffMemberIds: staff.map((m) => m.id) } })
    .where(eq(bookingsServices.id, s.id));
  return { id: s.id, staff: staff.map((m) => ({ id: m.id, name: m.name })) };
}

const window = { fromLocalDate: '2027-03-15T00:00:00', toLocalDate: '2027-03-16T00:00:00' };
const staffType = (resources: object[]) => [
  { resourceTypeId: STAFF_RESOURCE_TYPE_ID, resources, hasMoreAvailableResources: false },
];

describe('Time Slots V2 resources', () => {
  it('lists none unless their type is asked for, then the staff of each open slot', async () => {
    const s = await staffedService();
    const plain = await post(V2, { serviceId: s.id, ...window });
    const [first] = ListAvailabilityTimeSlotsResponse.parse(plain.json()).timeSlots;
    expect(first?.availableResources).toEqual([]);
    const asked = await post(V2, {
      serviceId: s.id,
      ...window,
      includeResourceTypeIds: [STAFF_RESOURCE_TYPE_ID],
    });
    const slots = ListAvailabilityTimeSlotsResponse.parse(asked.json()).timeSlots;
    expect(slots.map((x) => x.availableResources)).toEqual([
      staffType(s.staff),
      staffType(s.staff),
    ]);
  });

  it('gets every resource of the slot, and keeps to the resources named', async () => {
    const s = await staffedService();
    const slot = {
      serviceId: s.id,
      localStartDate: '2027-03-15T09:00:00',
      localEndDate: '2027-03-15T10:00:00',
      timeZone: 'UTC',
    };
    const res = await post(`${V2}/get`, slot);
    expect(res.statusCode, res.body).toBe(200);
    expect(GetTimeSlotResponse.parse(res.json()).timeSlot.availableResources).toEqual(
      staffType(s.staff),
    );
    const ari = s.staff[1]!;
    const resourceTypes = [{ resourceTypeId: STAFF_RESOURCE_TYPE_ID, resourceIds: [ari.id] }];
    const one = await post(`${V2}/get`, { ...slot, resourceTypes });
    expect(one.json().timeSlot.availableResources).toEqual(staffType([ari]));
    // A list filtered by a resource no slot has is empty.
    const none = await post(V2, {
      serviceId: s.id,
      ...window,
      resourceTypes: [
        {
          resourceTypeId: STAFF_RESOURCE_TYPE_ID,
          resourceIds: ['5e7d6c1a-3b2a-4c8d-9e0f-112233445566'],
        },
      ],
    });
    expect(none.json().timeSlots).toEqual([]);
  });

  it('shows no staff free in a slot whose place is taken', async () => {
    const s = await staffedService();
    const book = await post('/bookings/v2/bookings', {
      booking: {
        bookedEntity: {
          slot: { serviceId: s.id, startDate: '2027-03-15T09:00:00', timezone: 'UTC' },
        },
      },
    });
    expect(book.statusCode, book.body).toBe(200);
    const res = await post(`${V2}/get`, {
      serviceId: s.id,
      localStartDate: '2027-03-15T09:00:00',
      localEndDate: '2027-03-15T10:00:00',
      timeZone: 'UTC',
    });
    expect(res.json().timeSlot.availableResources).toEqual(staffType([]));
  });
});
