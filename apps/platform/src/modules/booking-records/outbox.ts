import type { WebhookSlug } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { entityEventRecorder } from '../../outbox/record';
import { mailConfirmation } from './confirmation-mail';
import { bookingToWire, type BookedService, type BookingRow } from './to-wire';

export const BOOKING_FQDN = 'wix.bookings.v2.booking';
export type BookingSlug = WebhookSlug<typeof BOOKING_FQDN>;

const recordBookingEvent = entityEventRecorder(BOOKING_FQDN, 'booking');

/**
 * Records a booking's event, naming its caller, in the caller's transaction: the change and its event commit or roll
 * back together. Created/updated carry the booking itself; the actions carry `{booking, ...extra}`.
 * A confirmation also mails its booker (confirmation-mail.ts), in the same transaction.
 */
export async function recordEvent(
  tx: Db,
  caller: Caller,
  slug: BookingSlug,
  booking: BookingRow,
  service: BookedService,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const wire = bookingToWire(booking, service);
  if (slug === 'confirmed') await mailConfirmation(tx, booking, service, caller.now);
  await recordBookingEvent(tx, {
    siteId: booking.siteId,
    slug,
    entityId: booking.id,
    wire,
    extra,
    caller,
  });
}
