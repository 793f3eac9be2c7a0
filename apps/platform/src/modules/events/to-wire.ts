import type { Event, EventStatus, RegistrationStatus } from '@headless/contract';
import type { eventsTicketDefinitions } from '../../db/schema/event-tickets';
import type { eventsEvents } from '../../db/schema/events';
import { formatMoney, toDecimal } from '../../money';
import { formatEventDates } from './format-dates';

export type EventRow = typeof eventsEvents.$inferSelect;
export type TicketRow = typeof eventsTicketDefinitions.$inferSelect;

/** A stored event with the values the database derived for it (see status.ts). */
export interface DerivedEvent {
  event: EventRow;
  status: EventStatus;
  registrationStatus: RegistrationStatus;
}

export function eventToWire(
  { event, status, registrationStatus }: DerivedEvent,
  tickets: TicketRow[],
): Event {
  const d = event.details;
  return {
    id: event.id,
    title: event.title,
    ...(event.shortDescription ? { shortDescription: event.shortDescription } : {}),
    ...(event.detailedDescription ? { detailedDescription: event.detailedDescription } : {}),
    slug: event.slug,
    status,
    location: {
      ...(event.locationName ? { name: event.locationName } : {}),
      type: event.locationType,
      ...(d.address ? { address: d.address } : {}),
      locationTbd: d.locationTbd ?? false,
    },
    dateAndTimeSettings: {
      dateAndTimeTbd: false,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      timeZoneId: event.timeZoneId,
      hideEndDate: d.hideEndDate ?? false,
      showTimeZone: d.showTimeZone ?? true,
      recurrenceStatus: 'ONE_TIME',
      formatted: formatEventDates(event.startDate, event.endDate, event.timeZoneId),
    },
    ...(d.mainImage ? { mainImage: d.mainImage } : {}),
    registration: registration(event, registrationStatus, tickets),
    eventPageUrl: d.eventPageUrl ?? { base: '/', path: `/event-details/${event.slug}` },
    createdDate: event.createdAt.toISOString(),
    updatedDate: event.updatedAt.toISOString(),
    ...(event.publishedAt ? { publishedDate: event.publishedAt.toISOString() } : {}),
  };
}

function registration(
  event: EventRow,
  status: RegistrationStatus,
  tickets: TicketRow[],
): Event['registration'] {
  const d = event.details;
  return {
    type: event.registrationType,
    status,
    initialType: event.registrationType,
    allowedGuestTypes: 'VISITOR_OR_MEMBER',
    registrationPaused: false,
    registrationDisabled: false,
    ...(event.registrationType === 'RSVP' && d.rsvp ? { rsvp: d.rsvp } : {}),
    ...(event.registrationType === 'TICKETING' ? { tickets: ticketSummary(event, tickets) } : {}),
  };
}

function ticketSummary(
  event: EventRow,
  tickets: TicketRow[],
): NonNullable<Event['registration']['tickets']> {
  const { currency } = event;
  const prices = tickets.map((t) => t.priceMinor);
  const money = (minor: number) => ({
    value: toDecimal(minor, currency),
    currency,
    formattedValue: formatMoney(minor, currency),
  });
  return {
    currency,
    lowestPrice: money(prices.length ? Math.min(...prices) : 0),
    highestPrice: money(prices.length ? Math.max(...prices) : 0),
    soldOut:
      tickets.length > 0 && tickets.every((t) => t.capacity !== null && t.sold >= t.capacity),
    ticketLimitPerOrder: event.details.ticketing?.ticketLimitPerOrder ?? 20,
    reservationDurationInMinutes: event.details.ticketing?.reservationDurationInMinutes ?? 20,
    guestsAssignedSeparately: false,
  };
}
