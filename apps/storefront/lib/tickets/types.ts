/** What the /tickets page shows; built from the platform's events, tickets and orders. */
export interface EventChoice {
  id: string;
  slug: string;
  title: string;
  /** Date and time in the event's own zone, with the zone named. */
  when: string;
  location: string;
  /** TICKETING sells tickets, RSVP takes responses; anything else only shows the event. */
  registration: 'TICKETING' | 'RSVP' | 'OTHER';
  /** RSVP events that also take a "not going" answer. */
  acceptsNo: boolean;
  /** Registration is open now (tickets on sale or RSVP open). */
  open: boolean;
  /** The most tickets of all kinds one order may hold. */
  ticketLimit: number;
  timeZone: string;
}

export type SaleState = 'on-sale' | 'scheduled' | 'sold-out' | 'ended';

export interface TicketChoice {
  id: string;
  name: string;
  /** `$25.00` or `Free`. */
  price: string;
  /** `Service fee included`, `+ service fee at checkout`, or empty for free tickets. */
  fee: string;
  state: SaleState;
  /** `On sale`, `Sold out`, `Sale ended`, `On sale from Mar 2, 2026, 9:00 AM`. */
  stateLabel: string;
  /** The most one checkout may take: the per-checkout limit within the tickets left. */
  max: number;
}

export interface TicketOrderView {
  orderNumber: string;
  eventId: string;
  /** `Paid`, `Free`, `Pending`… */
  status: string;
  total: string;
  tickets: { number: string; name: string; price: string }[];
}

export interface RsvpView {
  /** RSVP V2's `YES`, `NO` or `WAITLIST`, or `FULL` when the event took no more. */
  status: string;
  /** What the visitor reads: going, on the waiting list, not going. */
  message: string;
}
