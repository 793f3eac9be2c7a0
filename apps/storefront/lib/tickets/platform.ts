import 'server-only';
import { EventsErrorCode } from '@headless/contract/error-codes';
import type { PlatformClient } from '../platform/clients';
import { errorCode } from '../platform/problems';
import type { RsvpView, TicketChoice, TicketOrderView } from './types';
import { toEventChoice, toEventChoices, toTicketChoice, toTicketOrderView } from './views';

/** Every platform call of the /tickets page, through the SDK. */
const EVENTS_LIMIT = 50;

export async function readUpcomingEvents(client: PlatformClient) {
  const { items } = await client.events
    .queryEvents({ fields: ['DETAILS', 'REGISTRATION'] })
    .limit(EVENTS_LIMIT)
    .find();
  return toEventChoices(items);
}

export async function listTickets(
  client: PlatformClient,
  eventId: string,
): Promise<TicketChoice[]> {
  const event = toEventChoice(
    await client.events.getEvent(eventId, { fields: ['DETAILS', 'REGISTRATION'] }),
  );
  const { definitions } = await client.eventOrders.listAvailableTickets({ eventId, limit: 100 });
  return definitions.map((d) => toTicketChoice(d, event.ticketLimit, event.timeZone));
}

/**
 * Holds the tickets through Ticket Reservations and opens a redirect session to the hosted events
 * checkout; the reservation's id is what the checkout takes.
 */
export async function checkoutUrl(
  client: PlatformClient,
  input: {
    eventId: string;
    eventSlug: string;
    lines: { ticketDefinitionId: string; quantity: number }[];
    returnUrl: string;
  },
): Promise<string> {
  const reservation = await client.ticketReservations.createTicketReservation({
    tickets: input.lines,
  });
  try {
    const { redirectSession } = await client.redirects.createRedirectSession({
      eventsCheckout: { eventSlug: input.eventSlug, reservationId: reservation.id },
      callbacks: { postFlowUrl: input.returnUrl, thankYouPageUrl: input.returnUrl },
    });
    return redirectSession.fullUrl;
  } catch (error) {
    // No checkout will follow (premium missing, say): give the seats back now, not at expiry.
    await client.ticketReservations.cancelTicketReservation(reservation.id).catch(() => {});
    throw error;
  }
}

export async function readOrder(
  client: PlatformClient,
  eventId: string,
  orderNumber: string,
): Promise<TicketOrderView> {
  const order = await client.eventOrders.getOrder(eventId, orderNumber, { fieldset: ['TICKETS'] });
  return toTicketOrderView(order);
}

/** RSVP V2's statuses: v1's WAITING is WAITLIST. */
const RSVP_MESSAGES: Record<string, string> = {
  YES: "You're going! See you there.",
  WAITLIST: "The event is full, so you're on the waiting list. We'll let you know if a spot opens.",
  NO: "Thanks for letting us know you can't make it.",
};

export async function respond(
  client: PlatformClient,
  answer: {
    eventId: string;
    firstName: string;
    lastName: string;
    email: string;
    status: 'YES' | 'NO';
  },
): Promise<RsvpView> {
  try {
    const rsvp = await client.rsvpV2.createRsvp(answer);
    return { status: rsvp.status, message: RSVP_MESSAGES[rsvp.status] ?? rsvp.status };
  } catch (error) {
    if (errorCode(error) !== EventsErrorCode.rsvpFull) throw error;
    return { status: 'FULL', message: 'Sorry, the event is full and takes no more RSVPs.' };
  }
}
