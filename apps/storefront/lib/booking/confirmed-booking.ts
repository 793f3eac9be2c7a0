import type { Booking, Service } from '@headless/sdk/bookings';
import { formatMoment } from '@headless/contract/display-format';
import { formatMoney } from '../format';
import type { ConfirmedBooking } from './types';

const PAYMENT: Record<string, string> = {
  PAID: 'Paid online',
  NOT_PAID: 'Not paid yet: pay at the venue',
  PARTIALLY_PAID: 'Partly paid',
  REFUNDED: 'Refunded',
  EXEMPT: 'No payment needed',
};

/** The price of the booking: per participant times participants, from the booked service. */
function priceOf(service: Service | undefined, participants: number): string {
  const payment = service?.payment;
  if (payment?.rateType === 'NO_FEE') return 'Free';
  const price = payment?.rateType === 'FIXED' ? payment.fixed?.price : undefined;
  const each = Number(price?.value);
  if (!price || !Number.isFinite(each)) return '';
  const one = formatMoney(each, price.currency);
  if (participants <= 1) return one;
  return `${one} × ${participants} participants = ${formatMoney(each * participants, price.currency)}`;
}

/** What the page says about a booking the hosted checkout just made, in the visitor's zone. */
export function toConfirmedBooking(
  booking: Booking,
  timeZone: string,
  service?: Service,
): ConfirmedBooking {
  const start = booking.startDate;
  const status = booking.paymentStatus ?? '';
  return {
    id: booking.id,
    serviceName: booking.bookedEntity?.title || 'Your service',
    when: formatMoment(start, timeZone),
    status: booking.status,
    price: priceOf(service, booking.totalParticipants ?? 1),
    payment: PAYMENT[status] ?? 'Unknown',
  };
}
