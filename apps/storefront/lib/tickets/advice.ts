import { adviceAdder } from '../actions/advice';

/** What the visitor can do about a refusal the platform explains with a code. */
const ADVICE: Record<string, string> = {
  NOT_ENOUGH_TICKETS_LEFT: 'Choose fewer tickets or another ticket type.',
  TICKET_SOLD_OUT: 'Choose another ticket type or event.',
  TICKET_LIMIT_PER_CHECKOUT_EXCEEDED: 'Choose fewer tickets for one order.',
  TICKET_SALE_NOT_STARTED: 'Come back when the sale starts, or choose another ticket.',
  TICKET_SALE_ENDED: 'Choose another ticket type or event.',
  REGISTRATION_CLOSED: 'Registration for this event is closed; choose another event.',
  EVENT_NOT_FOUND: 'The event is no longer available; reload the page.',
  TICKET_NOT_FOUND: 'That ticket is no longer offered; reload the page.',
  PREMIUM_REQUIRED: 'Paid tickets need a premium site: upgrade it, or choose a free event.',
  CONNECTION_FAILED: 'Check that the platform is running, then try again.',
};

export const withAdvice = adviceAdder(ADVICE);
