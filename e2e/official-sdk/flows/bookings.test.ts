// Bookings through the official SDK: services, 7 days of availability, a bookings checkout session
// and the booking made on the hosted page, which then takes one of the slot's spots.
import { describe, expect, it } from 'vitest';
import { DAY, freeAppointment, nextWeek, openSlot } from '../kit/catalog';
import { CALLBACKS, visitorClient } from '../kit/clients';
import { submitHostedForm } from '../kit/hosted';

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
