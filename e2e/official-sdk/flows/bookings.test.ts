// Bookings through the official SDK: services, 7 days of availability, a bookings checkout session
// and the booking made on the hosted page, which then takes one of the slot's spots; the booking
// changes (the visitor's and the owner's), and the reads of policies, staff and categories.
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, freeAppointment, nextWeek, openSlot } from '../kit/catalog';
import {
  apiKeyFor,
  CALLBACKS,
  ownerClient,
  visitorClient,
  type VisitorClient,
} from '../kit/clients';
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

describe('booking changes and bookings reads', () => {
  let owner: ReturnType<typeof ownerClient>;
  beforeAll(async () => {
    const { apiKey, siteId } = await apiKeyFor();
    owner = ownerClient(apiKey, siteId);
  });

  /** A free appointment of 3 places the owner makes, confirmed at once or waiting for approval. */
  async function ownService(requireManualApproval: boolean) {
    const service = await owner.services.createService({
      type: 'APPOINTMENT',
      name: `Official SDK changes ${requireManualApproval ? 'approved' : 'auto'} ${Date.now()}`,
      defaultCapacity: 3,
      payment: { rateType: 'NO_FEE' },
      onlineBooking: { enabled: true, requireManualApproval },
      locations: [{ type: 'CUSTOMER' }],
    });
    return service._id ?? '';
  }

  /** A visitor's booking of the service's first open slot, through the hosted checkout. */
  async function booked(client: VisitorClient, serviceId: string) {
    const entry = await openSlot(client, serviceId);
    const { redirectSession } = await client.redirects.createRedirectSession({
      bookingsCheckout: { slotAvailability: entry, timezone: 'UTC' },
      callbacks: CALLBACKS,
    });
    const back = await submitHostedForm(redirectSession?.fullUrl ?? '', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      participants: '1',
    });
    return back.searchParams.get('bookingId') ?? '';
  }

  it('lets the visitor reschedule, change the participants and cancel their booking', async () => {
    const client = visitorClient();
    const serviceId = await ownService(false);
    const bookingId = await booked(client, serviceId);
    const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability(
      { filter: nextWeek(serviceId).filter },
      { timezone: 'UTC' },
    );
    const later = availabilityEntries.filter((e) => e.bookable).at(-1)?.slot;
    const moved = await client.bookings.rescheduleBooking(
      bookingId,
      { serviceId, startDate: later?.startDate, endDate: later?.endDate, timezone: 'UTC' },
      // Made (1), then confirmed at once (2): the service needs no approval.
      { revision: '2' },
    );
    expect(moved.booking?.startDate).toEqual(new Date(later?.startDate ?? ''));
    const more = await client.bookings.updateNumberOfParticipants(bookingId, {
      revision: moved.booking?.revision ?? '',
      totalParticipants: 2,
    });
    expect(more.booking?.totalParticipants).toBe(2);
    const canceled = await client.bookings.cancelBooking(bookingId, {
      revision: more.booking?.revision ?? '',
    });
    expect(canceled.booking?.status).toBe('CANCELED');
  });

  it('lets the owner confirm one pending booking and decline another', async () => {
    const client = visitorClient();
    const serviceId = await ownService(true);
    const first = await booked(client, serviceId);
    const second = await booked(client, serviceId);
    const confirmed = await owner.bookings.confirmBooking(first, '1');
    expect(confirmed.booking?.status).toBe('CONFIRMED');
    const declined = await owner.bookings.declineBooking(second, '1');
    expect(declined.booking?.status).toBe('DECLINED');
  });

  it('reads booking policies, staff members and categories as a visitor', async () => {
    const client = visitorClient();
    const { items: policies } = await client.bookingPolicies.queryBookingPolicies().find();
    const byDefault = policies.find((p) => p.default);
    expect(byDefault?._id).toEqual(expect.any(String));
    const policy = await client.bookingPolicies.getBookingPolicy(byDefault?._id ?? '');
    expect(policy.name).toBe(byDefault?.name);
    const { count } = await client.bookingPolicies.countBookingPolicies();
    expect(count).toBe(policies.length);
    const { bookingPolicy } = await client.bookingPolicies.getStrictestBookingPolicy([
      byDefault?._id ?? '',
    ]);
    expect(bookingPolicy?.participantsPolicy).toEqual(policy.participantsPolicy);

    const staff = await owner.staffMembers.createStaffMember({ name: 'Official SDK Staff' });
    const read = await client.staffMembers.getStaffMember(staff._id ?? '');
    expect(read.name).toBe('Official SDK Staff');
    const { items: members } = await client.staffMembers.queryStaffMembers().find();
    expect(members.map((m) => m._id)).toContain(staff._id);
    expect((await client.staffMembers.countStaffMembers()).count).toBe(members.length);

    const { items: categories } = await client.categoriesV2.queryCategories().find();
    expect(categories.length).toBeGreaterThan(0);
    const category = await client.categoriesV2.getCategory(categories[0]?._id ?? '');
    expect(category.name).toBe(categories[0]?.name);
    expect((await client.categoriesV2.countCategories()).count).toBe(categories.length);
    const { categories: listed = [] } = await client.categories.listCategories();
    expect(listed.map((c) => c._id).sort()).toEqual(categories.map((c) => c._id).sort());
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
