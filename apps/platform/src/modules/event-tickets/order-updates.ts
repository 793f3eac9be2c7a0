import {
  EventTicketsErrorCode as Code,
  type BulkUpdateOrdersRequest,
  type OrderResponse,
  type UpdateCheckoutRequest,
  type UpdateOrderRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsGuests, eventsOrders } from '../../db/schema/event-tickets';
import { invalid, validationError } from '../../errors';
import type { AuthContext } from '../../http/auth-context';
import { checkGuests } from './checkout-input';
import { findEvent } from './event-access';
import { checkForm, formControls } from './form-check';
import { canSee, bundleToWire } from './order-reads';
import { orderNotFound, requireOrder, type OrderRow } from './order-store';
import { ALL_FIELDSETS } from './order-wire';
import { recordOrderEvent } from './place-order';

type Caller = Pick<AuthContext, 'siteId' | 'identity'>;

async function saveOrder(
  tx: Db,
  order: OrderRow,
  set: Partial<OrderRow>,
  now: Date,
  change: Record<string, unknown>,
) {
  const [updated] = await tx
    .update(eventsOrders)
    .set({ ...set, updatedAt: now })
    .where(eq(eventsOrders.id, order.id))
    .returning();
  await recordOrderEvent(tx, updated!, 'events/order_updated', change);
  return updated!;
}

/** The owner edits the buyer's details, the checkout form, or archives the order. */
export async function updateOrder(
  db: Db,
  caller: Caller,
  eventId: string,
  orderNumber: string,
  request: UpdateOrderRequest,
  now: Date,
): Promise<OrderResponse> {
  const event = await findEvent(db, caller.siteId, eventId, caller.identity);
  if (request.checkoutForm) {
    const violations = checkForm(
      formControls(event),
      request.checkoutForm.inputValues,
      'checkoutForm',
    );
    if (violations.length) throw validationError(violations);
  }
  const order = await db.transaction(async (tx) => {
    const row = await requireOrder(tx, caller.siteId, orderNumber, event.id, true);
    const set: Partial<OrderRow> = {};
    if (request.fields) set.buyer = { ...row.buyer, ...request.fields };
    if (request.checkoutForm) set.checkoutForm = request.checkoutForm;
    if (request.archived !== undefined) set.archived = request.archived;
    return saveOrder(tx, row, set, now, { fields: Object.keys(set) });
  });
  return { order: await bundleToWire(db, order, ALL_FIELDSETS) };
}

/** Archives or unarchives several orders of one event at once. */
export async function bulkUpdateOrders(
  db: Db,
  caller: Caller,
  eventId: string,
  request: BulkUpdateOrdersRequest,
  now: Date,
) {
  const event = await findEvent(db, caller.siteId, eventId, caller.identity);
  const rows = await db.transaction(async (tx) => {
    const out: OrderRow[] = [];
    for (const n of [...new Set(request.orderNumber)].sort()) {
      const row = await requireOrder(tx, caller.siteId, n, event.id, true);
      const archived = request.fields?.archived;
      out.push(
        archived === undefined ? row : await saveOrder(tx, row, { archived }, now, { archived }),
      );
    }
    return out;
  });
  return { orders: await Promise.all(rows.map((r) => bundleToWire(db, r, ALL_FIELDSETS))) };
}

const UPDATABLE = new Set(['PENDING', 'INITIATED', 'FREE', 'OFFLINE_PENDING']);

/** The buyer fixes their details before the order is settled; guest forms are checked again. */
export async function updateCheckout(
  db: Db,
  caller: Caller,
  orderNumber: string,
  request: UpdateCheckoutRequest,
  now: Date,
): Promise<OrderResponse> {
  const event = await findEvent(db, caller.siteId, request.eventId, caller.identity);
  const order = await db.transaction(async (tx) => {
    const row = await requireOrder(tx, caller.siteId, orderNumber, event.id, true);
    if (!canSee(caller, row)) throw orderNotFound(orderNumber);
    if (!UPDATABLE.has(row.status))
      throw invalid(Code.orderNotUpdatable, `Order ${orderNumber} is ${row.status}`, {
        orderNumber,
        status: row.status,
      });
    const kept = [{ form: { inputValues: row.checkoutForm.inputValues ?? [] } }];
    const guests = checkGuests(
      event,
      { buyer: request.buyer, guests: request.guests ?? kept },
      Infinity,
    );
    await tx
      .update(eventsGuests)
      .set({ ...guests.buyer, form: { inputValues: guests.forms[0] ?? [] }, updatedAt: now })
      .where(and(eq(eventsGuests.orderId, row.id), eq(eventsGuests.guestType, 'BUYER')));
    return saveOrder(
      tx,
      row,
      { buyer: guests.buyer, checkoutForm: { inputValues: guests.forms[0] ?? [] } },
      now,
      { checkout: true },
    );
  });
  return { order: await bundleToWire(db, order, ALL_FIELDSETS) };
}
