// Bookings through the official SDK: services, 7 days of availability, a bookings checkout session
// and the booking made on the hosted page, which then takes one of the slot's spots.
import { describe, expect, it } from 'vitest';
import { CALLBACKS, visitorClient, type VisitorClient } from '../kit/clients';
import { submitHostedForm } from '../kit/hosted';

const DAY = 24 * 60 * 60 * 1000;

async function freeAppointment(client: VisitorClient) {
  const { items } = await client.services.queryServices().eq('type', 'APPOINTMENT').find();
  const found = items.find((s) => s.payment?.rateType === 'NO_FEE');
  if (!found?._id) throw new Error('the demo site has no free appointment');
  return { ...found, _id: found._id };
}

const nextWeek = (serviceId: string) => ({
  filter: {
    serviceId: [serviceId],
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 7 * DAY).toISOString(),
  },
});

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
    const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability(
      { filter: nextWeek(service._id).filter },
      { timezone: 'UTC' },
    );
    const entry = availabilityEntries.find((e) => e.bookable && (e.openSpots ?? 0) > 0);
    if (!entry?.slot) throw new Error('no open slot in the next 7 days');
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
