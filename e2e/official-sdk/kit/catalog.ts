// What the demo site sells, found through the official SDK the way an app finds it: a free
// appointment, the free workshop pass, the first paid plan, a product; shared by the flows that
// buy them (bookings, events, plans, store, and the members account that lists them).
import { expect } from 'vitest';
import { CALLBACKS, type VisitorClient } from './clients';

export const DAY = 24 * 60 * 60 * 1000;

export async function freeAppointment(client: VisitorClient) {
  const { items } = await client.services.queryServices().eq('type', 'APPOINTMENT').find();
  const found = items.find((s) => s.payment?.rateType === 'NO_FEE');
  if (!found?._id) throw new Error('the demo site has no free appointment');
  return { ...found, _id: found._id };
}

export const nextWeek = (serviceId: string) => ({
  filter: {
    serviceId: [serviceId],
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 7 * DAY).toISOString(),
  },
});

/** A bookable slot of the service with a spot left in the next 7 days. */
export async function openSlot(client: VisitorClient, serviceId: string) {
  const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability(
    { filter: nextWeek(serviceId).filter },
    { timezone: 'UTC' },
  );
  const entry = availabilityEntries.find((e) => e.bookable && (e.openSpots ?? 0) > 0);
  if (!entry?.slot) throw new Error('no open slot in the next 7 days');
  return { ...entry, slot: entry.slot };
}

/** The seed's free ticket (the demo site is not premium): Community Pass, at most 2 a checkout. */
export const WORKSHOP = 'online-photography-workshop';

export async function workshop(client: VisitorClient) {
  const { event } = await client.wixEventsV2.getEventBySlug(WORKSHOP);
  if (!event?._id) throw new Error(`the demo site has no event ${WORKSHOP}`);
  const { ticketDefinitions } = await client.ticketDefinitionsV2.queryAvailableTicketDefinitions({
    filter: { eventId: event._id },
  });
  const pass = (ticketDefinitions ?? []).find((d) => d.name === 'Community Pass');
  if (!pass?._id) throw new Error('the workshop has no Community Pass');
  return {
    eventId: event._id,
    title: event.title ?? '',
    slug: event.slug ?? WORKSHOP,
    passId: pass._id,
  };
}

export async function reserve(client: VisitorClient, eventId: string, ticketDefinitionId: string) {
  const reservation = await client.eventOrders.createReservation(eventId, {
    ticketQuantities: [{ ticketDefinitionId, quantity: 1 }],
  });
  expect(reservation._id).toEqual(expect.any(String));
  return reservation._id ?? '';
}

/** The demo site's first paid public plan, and a hosted checkout for it opened by `client`. */
export async function openPaidPlanCheckout(client: VisitorClient, planId?: string) {
  // Plans V3, as an app written today reads the plans (v2's public list retired 2025-12-31).
  const { items } = await client.plansV3.queryPlans().find();
  const amountOf = (p: (typeof items)[number]) =>
    Number(p.pricingVariants?.[0]?.pricingStrategies?.[0]?.flatRate?.amount ?? 0);
  const paid = items.find((p) => (planId ? p._id === planId : amountOf(p) > 0));
  if (!paid?._id) throw new Error('the demo site has no paid public plan');
  const { redirectSession } = await client.redirects.createRedirectSession({
    paidPlansCheckout: { planId: paid._id },
    callbacks: CALLBACKS,
  });
  return { planId: paid._id, name: paid.name ?? '', fullUrl: redirectSession?.fullUrl ?? '' };
}

/** The Stores catalog's app id in a cart line (docs/protocol.md §8). */
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export async function productNamed(client: VisitorClient, name: string) {
  const { items } = await client.products.queryProducts().eq('name', name).find();
  const product = items[0];
  if (!product?._id) throw new Error(`the demo site has no product named ${name}`);
  return { ...product, _id: product._id };
}

export const line = (
  catalogItemId: string,
  quantity: number,
  options?: Record<string, string>,
) => ({
  catalogReference: {
    appId: STORES_APP_ID,
    catalogItemId,
    ...(options && { options: { options } }),
  },
  quantity,
});
