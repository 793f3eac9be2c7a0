import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { recordOutboxEvent } from '../../../outbox/record';
import { bundlesOf, type GuestRow, type OrderRow } from './order-store';
import { ALL_FIELDSETS, guestToWire, orderToWire } from './order-wire';

export const TICKET_ORDER_FQDN = 'wix.events.ticketing.v1.order';

/**
 * A ticket order's event, keyed by its order number, in the caller's transaction. Created and
 * updated carry the order itself as it now is (every field set); paid carries `{order}`.
 */
export async function recordOrderEvent(
  tx: Db,
  caller: Caller,
  order: OrderRow,
  slug: 'created' | 'updated' | 'paid',
): Promise<void> {
  const [bundle] = await bundlesOf(tx, [order]);
  const wire = orderToWire(bundle!, ALL_FIELDSETS);
  await recordOutboxEvent(tx, {
    siteId: order.siteId,
    eventType: `${TICKET_ORDER_FQDN}_${slug}`,
    entityId: order.orderNumber,
    payload: slug === 'paid' ? { order: wire } : { ...wire },
    caller,
  });
}

/** A guest created with an order, or later when an update names a further guest: the caller's. */
export function recordGuestCreated(
  tx: Db,
  order: OrderRow,
  guest: GuestRow,
  caller: Caller,
): Promise<void> {
  return recordOutboxEvent(tx, {
    siteId: guest.siteId,
    eventType: 'wix.events.guests.v1.guest_created',
    entityId: guest.id,
    payload: { ...guestToWire(guest, order) },
    caller,
  });
}
