import type { FormInputValue } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import {
  eventsGuests,
  eventsOrders,
  eventsTicketDefinitions as defs,
  eventsTickets,
} from '../../../db/schema/event-tickets';
import type { CheckedGuests } from './checkout-input';
import type { Placement } from './checkout-status';
import type { Totals } from './invoice';
import { recordGuestCreated, recordOrderEvent } from '../orders/order-events';
import { nextOrderNumber, ticketNumberOf } from '../orders/order-number';
import type { GuestRow, OrderBundle } from '../orders/order-store';
import type { ReservationRow, ReservedLine } from '../reservations/reservation-wire';

export interface NewOrder {
  reservation: ReservationRow;
  lines: ReservedLine[];
  guests: CheckedGuests;
  totals: Totals;
  placement: Placement;
  owner: { type: string; id: string };
  memberId?: string;
  contactId: string;
  couponCode?: string;
  marketingConsent: boolean;
  now: Date;
  /** Who places it: the outbox events name them. */
  caller: Caller;
}

/** Moves the held tickets to sold, definitions in id order (the reservations' lock order). */
export async function sellLines(tx: Db, siteId: string, lines: ReservedLine[], now: Date) {
  const byDef = new Map<string, number>();
  for (const l of lines) byDef.set(l.def.id, (byDef.get(l.def.id) ?? 0) + l.quantity);
  const updated = new Map<string, ReservedLine['def']>();
  for (const id of [...byDef.keys()].sort()) {
    const [row] = await tx
      .update(defs)
      .set({ sold: sql`${defs.sold} + ${byDef.get(id)!}`, updatedAt: now })
      .where(and(eq(defs.siteId, siteId), eq(defs.id, id)))
      .returning();
    updated.set(id, row!);
  }
  return lines.map((l) => ({ ...l, def: updated.get(l.def.id) ?? l.def }));
}

/** A guest's name and email: the buyer's for the first guest, else as its form gave them. */
export function guestNames(form: FormInputValue[], buyer?: CheckedGuests['buyer']) {
  const get = (n: string) => form.find((v) => v.inputName === n)?.value ?? null;
  return {
    firstName: buyer?.firstName ?? get('firstName'),
    lastName: buyer?.lastName ?? get('lastName'),
    email: buyer?.email ?? get('email'),
  };
}

async function insertGuests(tx: Db, order: typeof eventsOrders.$inferSelect, input: NewOrder) {
  const values = input.guests.forms.map((form: FormInputValue[], i) => {
    return {
      siteId: order.siteId,
      eventId: order.eventId,
      orderId: order.id,
      guestType: i === 0 ? ('BUYER' as const) : ('TICKET_HOLDER' as const),
      memberId: i === 0 ? (input.memberId ?? null) : null,
      contactId: i === 0 ? input.contactId : null,
      ...guestNames(form, i === 0 ? input.guests.buyer : undefined),
      form: { inputValues: form },
      createdAt: input.now,
      updatedAt: input.now,
    };
  });
  return tx.insert(eventsGuests).values(values).returning();
}

async function insertTickets(
  tx: Db,
  order: typeof eventsOrders.$inferSelect,
  input: NewOrder,
  guests: GuestRow[],
) {
  const units = input.lines.flatMap((l) => Array.from({ length: l.quantity }, () => l));
  return tx
    .insert(eventsTickets)
    .values(
      units.map((l, i) => ({
        siteId: order.siteId,
        eventId: order.eventId,
        orderId: order.id,
        ticketNumber: ticketNumberOf(order.orderNumber, i),
        ticketDefinitionId: l.def.id,
        // Ticket i goes to guest i when tickets are assigned separately; the rest to the buyer.
        guestId: (guests[i] ?? guests[0])!.id,
        position: i,
        name: l.def.name,
        priceMinor: l.priceMinor,
        feeMinor: l.feeMinor,
        createdAt: input.now,
      })),
    )
    .returning();
}

/** Numbers and inserts the order, its guests and tickets, and their domain events. */
export async function insertOrder(tx: Db, input: NewOrder): Promise<OrderBundle> {
  const { reservation: r, totals: t, placement: p } = input;
  const [order] = await tx
    .insert(eventsOrders)
    .values({
      siteId: r.siteId,
      eventId: r.eventId,
      orderNumber: await nextOrderNumber(tx),
      reservationId: r.id,
      status: p.status,
      ownerType: input.owner.type,
      ownerId: input.owner.id,
      memberId: input.memberId ?? null,
      contactId: input.contactId,
      buyer: input.guests.buyer,
      checkoutForm: { inputValues: input.guests.forms[0] ?? [] },
      currency: r.currency,
      subtotalMinor: t.subtotal,
      discountMinor: t.discount,
      feeMinor: t.addedFees,
      taxMinor: t.tax,
      totalMinor: t.grandTotal,
      discount: input.couponCode ? { couponCode: input.couponCode } : null,
      paymentChannel: p.channel,
      authorizationExpiresAt: p.authorizationExpiresAt ?? null,
      marketingConsent: input.marketingConsent,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  const guests = await insertGuests(tx, order!, input);
  const tickets = await insertTickets(tx, order!, input, guests);
  const feeTypes = new Map(input.lines.map((l) => [l.def.id, l.def.feeType]));
  const bundle = {
    order: order!,
    guests,
    tickets: tickets.map((tk) => ({ ...tk, feeType: feeTypes.get(tk.ticketDefinitionId)! })),
  };
  await recordOrderEvent(tx, input.caller, order!, 'created');
  for (const g of guests) await recordGuestCreated(tx, order!, g, input.caller);
  return bundle;
}
