import type { Booking } from '@headless/sdk/bookings';
import { formatDay, formatTime } from '../format';
import type { ConfirmedBooking } from './types';

/** What the page says about a booking the hosted checkout just made, in the visitor's zone. */
export function toConfirmedBooking(booking: Booking, timeZone: string): ConfirmedBooking {
  const start = booking.startDate;
  return {
    id: booking.id,
    serviceName: booking.bookedEntity?.title || 'Your service',
    when: `${formatDay(start, timeZone)}, ${formatTime(start, timeZone)} (${timeZone})`,
    status: booking.status,
  };
}
