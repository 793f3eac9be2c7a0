import type { BookingRow } from './to-wire';

/** Still ahead and holding its place: its booker may cancel or move it. */
export const changeable = (row: BookingRow, now: Date): boolean =>
  ['CREATED', 'CONFIRMED', 'PENDING'].includes(row.status) && row.startDate > now;

/** What a booker may still do with the booking (Query Extended Bookings, the anonymous read). */
export const allowedActions = (row: BookingRow, now: Date) => ({
  cancel: changeable(row, now),
  reschedule: changeable(row, now),
});
