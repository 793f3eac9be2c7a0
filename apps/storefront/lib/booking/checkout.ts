import 'server-only';
import type { SlotAvailability } from '@headless/sdk/bookings';
import { getVisitorClient } from '../platform/visitor';
import { bookingReturnUrl } from './return-url';
import { groupSlotsByDay, nextDaysRange } from './slots';
import type { SlotDay } from './types';

/** The next days' open slots of one service, grouped by day in the visitor's zone. */
export async function findSlots(serviceId: string, timeZone: string): Promise<SlotDay[]> {
  const client = await getVisitorClient();
  const filter = { serviceId: [serviceId], ...nextDaysRange(new Date()), bookable: true };
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
    { filter },
    { timezone: timeZone },
  );
  return groupSlotsByDay(availabilityEntries, timeZone);
}

/** A redirect session to the platform's hosted checkout for the slot; returns its URL. */
export async function createCheckout(
  slotAvailability: SlotAvailability,
  timeZone: string,
  headers: Headers,
): Promise<string> {
  const client = await getVisitorClient();
  const returnUrl = bookingReturnUrl(headers, timeZone, slotAvailability.slot.serviceId);
  const { redirectSession } = await client.redirects.createRedirectSession({
    bookingsCheckout: { slotAvailability, timezone: timeZone },
    callbacks: { postFlowUrl: returnUrl, thankYouPageUrl: returnUrl },
  });
  return redirectSession.fullUrl;
}
