// Bookings through the official SDK: services, 7 days of availability, a bookings checkout session
// and the booking made on the hosted page, which then takes one of the slot's spots.
import { describe, expect, it } from 'vitest';
import { DAY, freeAppointment, nextWeek, openSlot } from '../kit/catalog';
import { CALLBACKS, visitorClient } from '../kit/clients';
import { submitHostedForm } from '../kit/hosted';
import { newMember } from '../kit/members';

describe('bookings', () => {
  it('lists services and a week of open slots', async () => {
    const client = visitorClient();
    const { items } = await client.services.queryServices().find();
    expect(items.length).toBeGreaterThan(1);
    const service = await freeAppointment(client);
    const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
      { filter: nextWeek(service._id).filter },
      { timezone: 'UTC' },
    );
    expect(availabilityEntries?.length).toBeGreaterThan(0);
    for (const entry of availabilityEntries ?? []) {
      expect(entry.slot?.serviceId).toBe(service._id);
      expect(Date.parse(entry.slot?.startDate ?? '')).toBeLessThan(Date.now() + 7 * DAY + 60_000);
    }
  });

  it('books a slot through the hosted bookings checkout', async () => {
    const client = visitorClient();
    const service = await freeAppointment(client);
    const entry = await openSlot(client, service._id);
    const { redirectSession } = await client.redirects.createRedirectSession({
      bookingsCheckout: { slotAvailability: entry, timezone: 'Europe/London' },
      callbacks: CALLBACKS,
    });
    const fullUrl = redirectSession?.fullUrl ?? '';
    expect(fullUrl).toMatch(/\/hosted\/bookings-checkout\/[\w-]+$/);
    const back = await submitHostedForm(fullUrl, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      participants: '1',
    });
    expect(back.searchParams.get('bookingId')).toEqual(expect.any(String));

    const slotStart = entry.slot.startDate ?? '';
    const { availabilityEntries: after = [] } = await client.availabilityCalendar.queryAvailability(
      {
        filter: {
          serviceId: [service._id],
          startDate: slotStart,
          endDate: new Date(Date.parse(slotStart) + 1).toISOString(),
        },
      },
    );
    const same = after.find((e) => e.slot?.startDate === slotStart);
    expect(same?.openSpots).toBe((entry.openSpots ?? 0) - 1);
  });
});

/** The next 7 days as Time Slots V2 asks for them: local wall times in UTC. */
const localWeek = () => ({
  fromLocalDate: new Date().toISOString().slice(0, 19),
  toLocalDate: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 19),
  timeZone: 'UTC',
});

describe('bookings on Time Slots V2 (the Availability Calendar was removed on 2026-03-31)', () => {
  it('lists an appointment service slots, agreeing with the Availability Calendar', async () => {
    const client = visitorClient();
    const service = await freeAppointment(client);
    const { timeSlots = [], timeZone } =
      await client.availabilityTimeSlots.listAvailabilityTimeSlots({
        serviceId: service._id,
        ...localWeek(),
      });
    expect(timeZone).toBe('UTC');
    const slot = timeSlots.find((s) => s.bookable);
    expect(slot?.localStartDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const start = `${slot?.localStartDate}Z`;
    const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability({
      filter: {
        serviceId: [service._id],
        startDate: start,
        endDate: new Date(Date.parse(start) + 1).toISOString(),
      },
    });
    const same = availabilityEntries.find(
      (e) => Date.parse(e.slot?.startDate ?? '') === Date.parse(start),
    );
    expect([same?.openSpots, same?.totalSpots, same?.bookable]).toEqual([
      slot?.remainingCapacity,
      slot?.totalCapacity,
      slot?.bookable,
    ]);
  });

  it('lists a class sessions as event time slots and gets one by its event id', async () => {
    const client = visitorClient();
    const { items } = await client.services.queryServices().eq('type', 'CLASS').find();
    const yoga = items[0];
    if (!yoga?._id) throw new Error('the demo site has no class');
    const { timeSlots = [] } = await client.eventTimeSlots.listEventTimeSlots({
      serviceIds: [yoga._id],
      ...localWeek(),
    });
    expect(timeSlots.length).toBeGreaterThan(0);
    const first = timeSlots[0]!;
    expect(first).toMatchObject({ serviceId: yoga._id, bookable: true });
    const eventId = first.eventInfo?.eventId ?? '';
    const { timeSlot } = await client.eventTimeSlots.getEventTimeSlot(eventId, {
      timeZone: 'UTC',
    });
    expect(timeSlot).toEqual(first);
  });

  it('creates a booking of a time slot: CREATED, and the slot has one spot fewer', async () => {
    const client = visitorClient();
    const service = await freeAppointment(client);
    const { timeSlots = [], timeZone } =
      await client.availabilityTimeSlots.listAvailabilityTimeSlots({
        serviceId: service._id,
        ...localWeek(),
        bookable: true,
      });
    const slot = timeSlots[0]!;
    const { booking } = await client.bookings.createBooking(
      {
        bookedEntity: {
          slot: {
            serviceId: service._id,
            startDate: slot.localStartDate ?? '',
            endDate: slot.localEndDate ?? '',
            timezone: timeZone ?? 'UTC',
          },
        },
        contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
        totalParticipants: 1,
      },
      {},
    );
    expect(booking).toMatchObject({ status: 'CREATED', totalParticipants: 1 });
    const { timeSlot } = await client.availabilityTimeSlots.getAvailabilityTimeSlot(
      service._id,
      slot.localStartDate ?? '',
      slot.localEndDate ?? '',
      timeZone ?? 'UTC',
      {},
    );
    expect(timeSlot?.remainingCapacity).toBe((slot.remainingCapacity ?? 0) - 1);
  });

  it("reads a member's own bookings, with what the member may still do", async () => {
    const { client } = await newMember();
    const service = await freeAppointment(client);
    const { timeSlots = [], timeZone } =
      await client.availabilityTimeSlots.listAvailabilityTimeSlots({
        serviceId: service._id,
        ...localWeek(),
        bookable: true,
      });
    const slot = timeSlots[0]!;
    const { booking } = await client.bookings.createBooking(
      {
        bookedEntity: {
          slot: {
            serviceId: service._id,
            startDate: slot.localStartDate ?? '',
            timezone: timeZone ?? 'UTC',
          },
        },
        totalParticipants: 1,
      },
      {},
    );
    const { extendedBookings = [] } = await client.extendedBookings.queryExtendedBookings(
      { filter: { status: 'CREATED' } },
      { withBookingAllowedActions: true },
    );
    expect(extendedBookings.map((e) => e.booking?._id)).toEqual([booking?._id]);
    expect(extendedBookings[0]?.allowedActions).toMatchObject({ cancel: true, reschedule: true });
  });
});
