import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { recordOutboxEvent } from '../../outbox/record';
import { assertReadable, checkoutNotFound, priceCheckout } from './service';
import { findCheckout, markCompleted } from './store';
import { checkoutToWire, emptyView, pricedView } from './to-wire';

/**
 * Mark Checkout As Completed (Checkout V1): the order was made and paid through another system,
 * so the checkout is completed with no order here, its priced view kept as it was, and
 * `checkout_completed` recorded without an `orderId`. Its cart stays as it is: no order of this
 * platform's bought it. Marking a completed checkout again changes nothing.
 */
export function markCheckoutAsCompleted(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<Record<string, never>> {
  return db.transaction(async (tx) => {
    const row = await findCheckout(tx, caller.siteId, checkoutId, true);
    if (!row) throw checkoutNotFound(checkoutId);
    assertReadable(caller, row);
    if (row.completedAt) return {};
    const pricing = await priceCheckout(tx, row, caller.now);
    const view = pricing ? pricedView(pricing) : emptyView(row.currency);
    const completed = await markCompleted(tx, row, view);
    await recordOutboxEvent(tx, {
      siteId: row.siteId,
      eventType: 'wix.ecom.v1.checkout_completed',
      entityId: row.id,
      payload: { checkout: checkoutToWire(completed, view) },
      caller,
    });
    return {};
  });
}
