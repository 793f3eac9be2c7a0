import type { WebhookIdentity } from '@headless/contract';
import type { Db } from '../../../db/client';
import { recordOutboxEvent } from '../../../outbox/record';
import type { GuestRow, OrderRow } from './order-store';
import { guestToWire } from './order-wire';

/** guest_updated with the guest in its wire shape (the guests query's), in the change's transaction. */
export async function recordGuestUpdated(
  tx: Db,
  order: OrderRow,
  guest: GuestRow,
  identity: WebhookIdentity,
): Promise<void> {
  await recordOutboxEvent(tx, {
    siteId: guest.siteId,
    eventType: 'wix.events.guests.v1.guest_updated',
    entityId: guest.id,
    payload: guestToWire(guest, order),
    identity,
  });
}
