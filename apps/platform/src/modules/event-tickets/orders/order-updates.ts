import {
  EventTicketsErrorCode as Code,
  type BulkUpdateOrdersRequest,
  type FormInputValue,
  type OrderResponse,
  type UpdateCheckoutRequest,
  type UpdateOrderRequest,
} from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsGuests, eventsOrders, eventsTickets } from '../../../db/schema/event-tickets';
import { invalid, validationError } from '../../../kernel/errors';
import type { Caller } from '../../../kernel/caller';
import { checkGuests, type BuyerInfo, type CheckedGuests } from '../checkout/checkout-input';
import { findEvent } from '../event-access';
import { checkForm, formControls } from '../checkout/form-check';
import { canSee, bundleToWire } from './order-reads';
import { orderNotFound, requireOrder, type OrderRow } from './order-store';
import { ALL_FIELDSETS } from './order-wire';
import { recordGuestCreated, recordOrderEvent } from './order-events';
import { guestNames } from '../checkout/place-order';
import { recordGuestUpdated } from './guest-events';

async function saveOrder(tx: Db, caller: Caller, order: OrderRow, set: Partial<OrderRow>) {
  const [updated] = await tx
    .update(eventsOrders)
    .set({ ...set, updatedAt: caller.now })
    .where(eq(eventsOrders.id, order.id))
    .returning();
  await recordOrderEvent(tx, caller, updated!, 'updated');
  return updated!;
}

/** The owner edits the buyer's details, the checkout form, or archives the order. */
export async function updateOrder(
  db: Db,
  caller: Caller,
  eventId: string,
  orderNumber: string,
  request: UpdateOrderRequest,
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
    return saveOrder(tx, caller, row, set);
  });
  return { order: await bundleToWire(db, order, ALL_FIELDSETS) };
}

/** Archives or unarchives several orders of one event at once. */
export async function bulkUpdateOrders(
  db: Db,
  caller: Caller,
  eventId: string,
  request: BulkUpdateOrdersRequest,
) {
  const event = await findEvent(db, caller.siteId, eventId, caller.identity);
  const rows = await db.transaction(async (tx) => {
    const out: OrderRow[] = [];
    for (const n of [...new Set(request.orderNumber)].sort()) {
      const row = await requireOrder(tx, caller.siteId, n, event.id, true);
      const archived = request.fields?.archived;
      out.push(archived === undefined ? row : await saveOrder(tx, caller, row, { archived }));
    }
    return out;
  });
  return { orders: await Promise.all(rows.map((r) => bundleToWire(db, r, ALL_FIELDSETS))) };
}

const UPDATABLE = new Set(['PENDING', 'INITIATED', 'FREE', 'OFFLINE_PENDING']);

interface TicketRef {
  id: string;
  guestId: string | null;
}

/** The stored checkout form with the new buyer's name and email in place of the old ones. */
function formWithBuyer(values: FormInputValue[], buyer?: BuyerInfo): FormInputValue[] {
  if (!buyer) return values;
  return values.map((v) =>
    v.inputName === 'firstName' || v.inputName === 'lastName' || v.inputName === 'email'
      ? { ...v, value: buyer[v.inputName] }
      : v,
  );
}

/**
 * Guest form i goes to the guest of ticket i (the buyer's for the first), as checkout assigned
 * them; a ticket that checkout gave the buyer gets a guest of its own.
 */
async function writeGuests(
  tx: Db,
  caller: Caller,
  row: OrderRow,
  tickets: TicketRef[],
  checked: CheckedGuests,
) {
  const { now } = caller;
  const [buyer] = await tx
    .select({ id: eventsGuests.id })
    .from(eventsGuests)
    .where(and(eq(eventsGuests.orderId, row.id), eq(eventsGuests.guestType, 'BUYER')));
  for (const [i, form] of checked.forms.entries()) {
    const details = {
      ...guestNames(form, i === 0 ? checked.buyer : undefined),
      form: { inputValues: form },
      updatedAt: now,
    };
    const guestId = i === 0 ? buyer?.id : tickets[i]?.guestId;
    if (guestId && (i === 0 || guestId !== buyer?.id)) {
      const [updated] = await tx
        .update(eventsGuests)
        .set(details)
        .where(eq(eventsGuests.id, guestId))
        .returning();
      await recordGuestUpdated(tx, caller, row, updated!);
      continue;
    }
    const [guest] = await tx
      .insert(eventsGuests)
      .values({
        siteId: row.siteId,
        eventId: row.eventId,
        orderId: row.id,
        guestType: i === 0 ? 'BUYER' : 'TICKET_HOLDER',
        ...(i === 0 ? { memberId: row.memberId, contactId: row.contactId } : {}),
        ...details,
        createdAt: now,
      })
      .returning();
    if (tickets[i])
      await tx
        .update(eventsTickets)
        .set({ guestId: guest!.id })
        .where(eq(eventsTickets.id, tickets[i].id));
    await recordGuestCreated(tx, row, guest!, caller);
  }
}

/**
 * The buyer fixes their details or their guests' before the order is settled: each guest form
 * given replaces its guest's, checked as at checkout (at most one guest per ticket). All or nothing.
 */
export async function updateCheckout(
  db: Db,
  caller: Caller,
  orderNumber: string,
  request: UpdateCheckoutRequest,
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
    const tickets = await tx
      .select({ id: eventsTickets.id, guestId: eventsTickets.guestId })
      .from(eventsTickets)
      .where(eq(eventsTickets.orderId, row.id))
      .orderBy(asc(eventsTickets.position));
    const kept = [
      { form: { inputValues: formWithBuyer(row.checkoutForm.inputValues ?? [], request.buyer) } },
    ];
    const checked = checkGuests(
      event,
      { buyer: request.buyer, guests: request.guests ?? kept },
      tickets.length,
    );
    await writeGuests(tx, caller, row, tickets, checked);
    return saveOrder(tx, caller, row, {
      buyer: checked.buyer,
      checkoutForm: { inputValues: checked.forms[0] ?? [] },
    });
  });
  return { order: await bundleToWire(db, order, ALL_FIELDSETS) };
}
