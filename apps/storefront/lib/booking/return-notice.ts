import {
  checkoutOutcomeOf,
  paramOf,
  type ReturnNotice,
  type ReturnWords,
} from '../platform/hosted-return';
import { firstParam, type SearchParams } from '../search-params';

/** What /booking shows back from the hosted checkout, and the service to choose again. */
export interface BookingReturn {
  bookingId?: string;
  notice?: ReturnNotice;
  /** The service the visitor was booking (`service` of our own return URL), chosen again. */
  serviceId?: string;
}

const WORDS: ReturnWords = {
  kept: 'Nothing was booked: choose a time to book.',
  declined: 'Nothing was booked and nothing was charged. Choose a time to try again.',
  problem: {
    title: 'Not booked',
    fallback: 'The booking was not made',
    next: 'Choose a time to try again.',
  },
};

export function bookingReturnOf(params: SearchParams): BookingReturn {
  const { success, notice } = checkoutOutcomeOf(params, WORDS);
  if (success) {
    const bookingId = paramOf(success, 'bookingId');
    return bookingId ? { bookingId } : {};
  }
  if (!notice) return {};
  const serviceId = firstParam(params.service)?.trim() || undefined;
  return { ...(serviceId && { serviceId }), notice };
}
