import type { Event } from '@headless/contract';
import { valueMoney } from '../../../kernel/money';
import type { DerivedEvent, EventRow, TicketRow } from '../rows';

type Registration = NonNullable<Event['registration']>;

export function registrationToWire(
  { event, registrationStatus }: DerivedEvent,
  tickets: TicketRow[],
): Registration {
  const d = event.details;
  return {
    type: event.registrationType,
    status: registrationStatus,
    initialType: event.registrationType,
    allowedGuestTypes: d.allowedGuestTypes ?? 'VISITOR_OR_MEMBER',
    registrationPaused: false,
    registrationDisabled: event.registrationStatus === 'CLOSED_MANUALLY',
    ...(event.registrationType === 'RSVP' && d.rsvp ? { rsvp: d.rsvp } : {}),
    ...(event.registrationType === 'TICKETING' ? { tickets: ticketSummary(event, tickets) } : {}),
    ...(event.registrationType === 'EXTERNAL' && d.external ? { external: d.external } : {}),
  };
}

function ticketSummary(
  event: EventRow,
  tickets: TicketRow[],
): NonNullable<Registration['tickets']> {
  const { currency } = event;
  const ticketing = event.details.ticketing;
  const prices = tickets.map((t) => t.priceMinor);
  const money = (minor: number) => valueMoney(minor, currency);
  return {
    currency,
    lowestPrice: money(prices.length ? Math.min(...prices) : 0),
    highestPrice: money(prices.length ? Math.max(...prices) : 0),
    soldOut:
      tickets.length > 0 && tickets.every((t) => t.capacity !== null && t.sold >= t.capacity),
    ticketLimitPerOrder: ticketing?.ticketLimitPerOrder ?? 20,
    reservationDurationInMinutes: ticketing?.reservationDurationInMinutes ?? 20,
    guestsAssignedSeparately: ticketing?.guestsAssignedSeparately ?? false,
    ...(ticketing?.taxSettings ? { taxSettings: ticketing.taxSettings } : {}),
  };
}
