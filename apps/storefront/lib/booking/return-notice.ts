import { CallbackErrorCode } from '@headless/contract/error-codes';
import {
  canceledNotice,
  hostedReturnOf,
  paramOf,
  problemNotice,
  type ReturnNotice,
} from '../platform/hosted-return';

type Params = Record<string, string | string[] | undefined>;

/** What /booking shows back from the hosted checkout, and the service to choose again. */
export interface BookingReturn {
  bookingId?: string;
  notice?: ReturnNotice;
  /** The service the visitor was booking (`service` of our own return URL), chosen again. */
  serviceId?: string;
}

const DECLINED: ReturnNotice = {
  kind: 'declined',
  title: 'Payment declined',
  text: 'Nothing was booked and nothing was charged. Choose a time to try again.',
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function bookingReturnOf(params: Params): BookingReturn {
  const back = hostedReturnOf(params, 'CHECKOUT');
  const serviceId = single(params.service)?.trim() || undefined;
  const keep = serviceId ? { serviceId } : {};
  if (!back) return {};
  if (back.status === 'SUCCESS') {
    const bookingId = paramOf(back, 'bookingId');
    return bookingId ? { bookingId } : {};
  }
  if (back.status === 'CANCELED')
    return { ...keep, notice: canceledNotice('Nothing was booked: choose a time to book.') };
  if (back.error.code === CallbackErrorCode.paymentDeclined) return { ...keep, notice: DECLINED };
  return { ...keep, notice: problemNotice(back, 'Not booked', 'The booking was not made') };
}
