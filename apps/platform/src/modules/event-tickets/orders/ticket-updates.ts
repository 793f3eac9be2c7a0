import { EventTicketsErrorCode as Code, type FormResponse } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsGuests, eventsTickets as t } from '../../../db/schema/event-tickets';
import type { Caller } from '../../../kernel/caller';
import { invalid, notFound } from '../../../kernel/errors';
import { recordOrderEvent } from './order-events';
import { ticketsWhere, ticketsToWire } from './tickets';

export interface TicketChange {
  archived?: boolean | undefined;
  /** The ticket's guest's form; their name and email follow its `firstName`, `lastName`, `email`. */
  form?: FormResponse | undefined;
}

const answer = (form: FormResponse, name: string) =>
  form.inputValues.find((v) => v.inputName === name)?.value;

/**
 * The owner's Update Ticket and Bulk Update Tickets: archive (or restore) tickets, or correct a
 * ticket's guest form, all or none (an unknown ticket, or one of another event when the event is
 * named, refuses the call). Recorded as its order's change, once per order, as check-ins are.
 */
export async function updateTickets(
  db: Db,
  caller: Caller,
  numbers: string[],
  eventId: string | undefined,
  change: TicketChange,
) {
  const unique = [...new Set(numbers)];
  return db.transaction(async (tx) => {
    const where = and(eq(t.siteId, caller.siteId), inArray(t.ticketNumber, unique))!;
    const rows = await ticketsWhere(tx, where);
    for (const n of unique) {
      const row = rows.find((r) => r.ticket.ticketNumber === n);
      if (!row || (eventId !== undefined && row.ticket.eventId !== eventId))
        throw notFound(Code.ticketNumberNotFound, `Ticket ${n} not found`, { ticketNumber: n });
    }
    if (change.archived !== undefined)
      await tx.update(t).set({ archived: change.archived }).where(where);
    if (change.form) {
      const { form } = change;
      for (const { ticket, guest } of rows) {
        if (!guest)
          throw invalid(Code.ticketNotValid, `Ticket ${ticket.ticketNumber} has no guest`, {
            ticketNumber: ticket.ticketNumber,
          });
        await tx
          .update(eventsGuests)
          .set({
            form,
            firstName: answer(form, 'firstName') ?? guest.firstName,
            lastName: answer(form, 'lastName') ?? guest.lastName,
            email: answer(form, 'email') ?? guest.email,
            updatedAt: caller.now,
          })
          .where(eq(eventsGuests.id, guest.id));
      }
    }
    const orders = new Map(rows.map((r) => [r.order.id, r.order]));
    for (const order of orders.values()) await recordOrderEvent(tx, caller, order, 'updated');
    return { tickets: ticketsToWire(await ticketsWhere(tx, where)) };
  });
}
