import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { recordOutboxEvent } from '../../../outbox/record';
import type { GuestRow, OrderRow } from './order-store';
import { guestToWire } from './order-wire';

/** guest_updated with the guest in its wire shape (the guests query's), in the change's transaction. */
export async function recordGuestUpdated(
  tx: Db,
  caller: Caller,
  order: OrderRow,
  guest: GuestRow,
): Promise<void> {
  await recordOutboxEvent(tx, {
    siteId: guest.siteId,
    eventType: 'wix.events.guests.v1.guest_updated',
    entityId: guest.id,
    payload: guestToWire(guest, order),
    caller,
  });
}
