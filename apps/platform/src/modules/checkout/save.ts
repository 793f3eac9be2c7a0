import type { Db } from '../../db/client';
import { recordOutboxEvent, type RecordedBy } from '../../outbox/record';
import { priceCheckout } from './service';
import { updateCheckout, type CheckoutChanges, type CheckoutRow } from './store';
import { checkoutToWire, emptyView, pricedView } from './to-wire';

/**
 * Saves what the buyer changed (the API's update and the hosted page alike) and records
 * `checkout_updated` with the checkout as it now is, priced again. Nothing changed: nothing saved.
 * Undefined when the checkout completed meanwhile.
 */
export async function saveCheckoutChanges(
  tx: Db,
  checkout: CheckoutRow,
  changes: CheckoutChanges,
  now: Date,
  by: RecordedBy,
): Promise<CheckoutRow | undefined> {
  const changed = (Object.keys(changes) as (keyof CheckoutChanges)[]).filter(
    (k) => JSON.stringify(changes[k] ?? null) !== JSON.stringify(checkout[k] ?? null),
  );
  if (!changed.length) return checkout;
  const row = await updateCheckout(tx, checkout, changes);
  if (!row) return undefined;
  await recordCheckoutUpdated(tx, row, now, by);
  return row;
}

/** `checkout_updated` with the checkout as it now is, priced again (its cart may have changed). */
export async function recordCheckoutUpdated(
  tx: Db,
  row: CheckoutRow,
  now: Date,
  by: RecordedBy,
): Promise<void> {
  const pricing = await priceCheckout(tx, row, now);
  await recordOutboxEvent(tx, {
    siteId: row.siteId,
    eventType: 'wix.ecom.v1.checkout_updated',
    entityId: row.id,
    payload: checkoutToWire(row, pricing ? pricedView(pricing) : emptyView(row.currency)),
    ...by,
  });
}
