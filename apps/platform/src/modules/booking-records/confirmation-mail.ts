import { formatMoment } from '@headless/contract';
import type { Db } from '../../db/client';
import { sendMail } from '../identity';
import type { BookedService, BookingRow } from './to-wire';

/**
 * The confirmation a booker who is not a member receives (a member manages their bookings when
 * logged in): it carries the booking's anonymous token, as the real platform's cancel and
 * reschedule links do, so the booker can read, cancel or move it without an account.
 */
export async function mailConfirmation(
  tx: Db,
  booking: BookingRow,
  service: BookedService,
  now: Date,
): Promise<void> {
  const email = booking.contactDetails.email;
  if (booking.createdByType === 'MEMBER' || !email) return;
  const when = formatMoment(booking.startDate, booking.timeZone);
  await sendMail(
    tx,
    {
      siteId: booking.siteId,
      recipient: email,
      kind: 'BOOKING_CONFIRMATION',
      subject: `Your booking is confirmed: ${service.name}`,
      body: [
        `${service.name}, ${when}, is booked for you.`,
        'To see, cancel or reschedule it without logging in, use this booking token:',
        booking.anonymousToken,
      ].join('\n'),
      code: booking.anonymousToken,
    },
    now,
  );
}
