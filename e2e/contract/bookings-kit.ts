// Bookings for the contract tests: seeded services, their open slots and spots, and the hosted
// checkout's form.
import { expect } from 'vitest';
import { type SlotAvailability } from '@headless/sdk/bookings';
import type { visitor } from './clients';
import { DAY } from './time';

export type Client = ReturnType<typeof visitor>;
export const site = 'http://localhost:3000/booking';

/** The first seeded service of this kind: free (NO_FEE) or paid. */
export async function serviceThat(client: Client, paid: boolean) {
  const { items } = await client.services.queryServices().eq('type', 'APPOINTMENT').find();
  const found = items.find((s) => (s.payment?.rateType !== 'NO_FEE') === paid);
  if (!found) throw new Error(`the demo site has no ${paid ? 'paid' : 'free'} appointment`);
  return found;
}

export const nextWeek = (serviceId: string) => ({
  filter: {
    serviceId: [serviceId],
    startDate: new Date(),
    endDate: new Date(Date.now() + 7 * DAY),
  },
});

/** The open slots of a service in the next 7 days, earliest first. */
export async function openSlots(client: Client, serviceId: string): Promise<SlotAvailability[]> {
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
    nextWeek(serviceId),
    { timezone: 'UTC' },
  );
  return availabilityEntries.filter((e) => e.bookable && e.openSpots > 0);
}

export async function openSlot(client: Client, serviceId: string): Promise<SlotAvailability> {
  const [entry] = await openSlots(client, serviceId);
  if (!entry) throw new Error(`no open slot of ${serviceId} in the next 7 days`);
  return entry;
}

export async function spotsAt(client: Client, slot: SlotAvailability['slot']) {
  const start = new Date(slot.startDate);
  const filter = { serviceId: [slot.serviceId], startDate: start, endDate: new Date(+start + 1) };
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability({ filter });
  return availabilityEntries.find((e) => e.slot.startDate === slot.startDate)?.openSpots;
}

/** The hosted page's form, submitted like a browser; the 303 carries the new booking's id. */
export async function submitCheckout(fullUrl: string, participants = 1) {
  const res = await fetch(fullUrl, {
    method: 'POST',
    body: new URLSearchParams({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      participants: String(participants),
    }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const next = new URL(res.headers.get('location') ?? '');
  expect(`${next.origin}${next.pathname}`).toBe(site);
  return next.searchParams.get('bookingId') ?? '';
}
