import 'server-only';
import type { SlotAvailability } from '@headless/sdk/bookings';
import { getReader } from '../platform/visitor';
import { visitorClientForChange } from '../platform/visitor-session';
import { bookingReturnUrl } from './return-url';
import { groupSlotsByDay, nextDaysRange } from './slots';
import type { SlotDay } from './types';

/** The most slots one page of Time Slots V2 answers; seven days of a service fit in one. */
const SLOTS_LIMIT = 1000;

/**
 * The next days' open slots of one service through Time Slots V2, grouped by day in the visitor's
 * zone (the slots' local dates come in the zone the request names). Appointments have time
 * slots; classes' and courses' sessions are event time slots.
 */
export async function findSlots(serviceId: string, timeZone: string): Promise<SlotDay[]> {
  const { client } = await getReader();
  const { type } = await client.services.getService(serviceId);
  const range = { ...nextDaysRange(new Date(), timeZone), timeZone };
  const cursorPaging = { limit: SLOTS_LIMIT };
  const { timeSlots, timeZone: zone } =
    type === 'APPOINTMENT'
      ? await client.availabilityTimeSlots.listAvailabilityTimeSlots({
          serviceId,
          ...range,
          bookable: true,
          cursorPaging,
        })
      : await client.eventTimeSlots.listEventTimeSlots({
          serviceIds: [serviceId],
          ...range,
          cursorPaging,
        });
  return groupSlotsByDay(timeSlots, zone);
}

/** A redirect session to the platform's hosted checkout for the slot; returns its URL. */
export async function createCheckout(
  slotAvailability: SlotAvailability,
  timeZone: string,
  headers: Headers,
): Promise<string> {
  const client = await visitorClientForChange();
  const returnUrl = bookingReturnUrl(headers, timeZone, slotAvailability.slot.serviceId);
  const { redirectSession } = await client.redirects.createRedirectSession({
    bookingsCheckout: { slotAvailability, timezone: timeZone },
    callbacks: { postFlowUrl: returnUrl, thankYouPageUrl: returnUrl },
  });
  return redirectSession.fullUrl;
}
