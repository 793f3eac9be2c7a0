import type { BookingEventType } from '@headless/contract';
import type { Db } from '../../db/client';
import { bookingsOutbox } from '../../db/schema/booking-records';
import { bookingToWire, type BookedService, type BookingRow } from './to-wire';

/**
 * Records a domain event in the caller's transaction: the change and its event commit or roll
 * back together, and the webhooks issue publishes rows whose published_at is null.
 */
export async function recordEvent(
  tx: Db,
  type: BookingEventType,
  booking: BookingRow,
  service: BookedService,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(bookingsOutbox).values({
    siteId: booking.siteId,
    bookingId: booking.id,
    eventType: type,
    payload: { booking: bookingToWire(booking, service), ...extra },
  });
}
