import { EventTicketsErrorCode, RedirectErrorCode } from '@headless/contract/error-codes';
import { adviceAdder } from '../actions/advice';

const Code = EventTicketsErrorCode;

/** What the visitor can do about a refusal the platform explains with a code. */
const ADVICE: Record<string, string> = {
  [Code.notEnoughTickets]: 'Choose fewer tickets or another ticket type.',
  [Code.soldOut]: 'Choose another ticket type or event.',
  [Code.limitExceeded]: 'Choose fewer tickets for one order.',
  [Code.saleNotStarted]: 'Come back when the sale starts, or choose another ticket.',
  [Code.saleEnded]: 'Choose another ticket type or event.',
  [Code.registrationClosed]: 'Registration for this event is closed; choose another event.',
  [Code.eventNotFound]: 'The event is no longer available; reload the page.',
  [Code.ticketNotFound]: 'That ticket is no longer offered; reload the page.',
  [RedirectErrorCode.premiumRequired]:
    'Paid tickets need a premium site: upgrade it, or choose a free event.',
};

export const withAdvice = adviceAdder(ADVICE);
