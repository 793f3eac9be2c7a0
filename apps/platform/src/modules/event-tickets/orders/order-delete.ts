import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsOrders } from '../../../db/schema/event-tickets';
import type { Caller } from '../../../kernel/caller';
import { recordOutboxEvent } from '../../../outbox/record';
import { bundlesOf, requireOrder } from './order-store';
import { TICKET_ORDER_FQDN } from './order-events';
import { returnSeats } from './order-transitions';
import { ALL_FIELDSETS, guestToWire, orderToWire, RELEASED } from './order-wire';

/**
 * Deletes one ticket order of the event with its tickets and guests (local only: the real
 * platform deletes orders on a GDPR request and offers no call for it). An order that still holds
 * seats gives them back; a canceled, declined or voided one already did, and its reservation's
 * hold ended at checkout, so nothing else is released. Records `order_deleted` (the order as it
 * was, every field set) and `guest_deleted` for each of its guests, in the delete's transaction.
 */
export async function deleteOrder(
  db: Db,
  caller: Caller,
  eventId: string,
  orderNumber: string,
): Promise<void> {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, siteId, orderNumber, eventId, true);
    const [bundle] = await bundlesOf(tx, [order]);
    if (!RELEASED.has(order.status)) await returnSeats(tx, order, now);
    // Tickets and guests go with the order (ON DELETE CASCADE).
    await tx.delete(eventsOrders).where(eq(eventsOrders.id, order.id));
    await recordOutboxEvent(tx, {
      siteId,
      eventType: `${TICKET_ORDER_FQDN}_deleted`,
      entityId: order.orderNumber,
      payload: { ...orderToWire(bundle!, ALL_FIELDSETS) },
      caller,
    });
    for (const guest of bundle!.guests)
      await recordOutboxEvent(tx, {
        siteId,
        eventType: 'wix.events.guests.v1.guest_deleted',
        entityId: guest.id,
        payload: { ...guestToWire(guest, order) },
        caller,
      });
  });
}
