import { EventTicketsErrorCode as Code, type EventOrderStatus } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  eventsGuests,
  eventsOrders,
  eventsTicketDefinitions as defs,
  eventsTickets,
} from '../../../db/schema/event-tickets';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { requireOrder, type OrderRow } from './order-store';
import { RELEASED } from './order-wire';
import { recordOrderEvent } from './order-events';

export interface Transition {
  from: readonly EventOrderStatus[];
  to: EventOrderStatus;
  /** The action event besides `updated` (a payment), if any. */
  action?: 'paid';
  /** Extra refusals checked on the locked order before the status test (capture/void). */
  guard?: (order: OrderRow, now: Date) => void;
}

export const transitionRefused = (order: OrderRow, to: EventOrderStatus) =>
  invalid(
    Code.invalidOrderTransition,
    `Order ${order.orderNumber} is ${order.status}; it cannot become ${to}`,
    {
      orderNumber: order.orderNumber,
      status: order.status,
      targetStatus: to,
    },
  );

/**
 * Gives an order's seats back to its definitions, in id order (the reservations' lock order).
 * Only for an order that still holds them: a released status already gave them back.
 */
export async function returnSeats(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const counts = await tx
    .select({ id: eventsTickets.ticketDefinitionId, n: sql<number>`count(*)::int` })
    .from(eventsTickets)
    .where(eq(eventsTickets.orderId, order.id))
    .groupBy(eventsTickets.ticketDefinitionId);
  for (const { id, n } of counts.sort((a, b) => (a.id < b.id ? -1 : 1)))
    await tx
      .update(defs)
      .set({ sold: sql`greatest(${defs.sold} - ${Number(n)}, 0)`, updatedAt: now })
      .where(and(eq(defs.siteId, order.siteId), eq(defs.id, id)));
}

/** Gives a released order's seats back and marks its guests as not attending. */
async function release(tx: Db, order: OrderRow, now: Date): Promise<void> {
  await returnSeats(tx, order, now);
  await tx
    .update(eventsGuests)
    .set({ attendanceStatus: 'NOT_ATTENDING', updatedAt: now })
    .where(eq(eventsGuests.orderId, order.id));
}

/**
 * One status change on the locked order: idempotent when it is already there, refused unless it
 * comes from an allowed status; releasing statuses give the seats back. Records the event.
 */
export async function applyTransition(
  tx: Db,
  caller: Caller,
  orderNumber: string,
  t: Transition,
  eventId?: string,
): Promise<OrderRow> {
  const { siteId, now } = caller;
  const order = await requireOrder(tx, siteId, orderNumber, eventId, true);
  t.guard?.(order, now);
  if (order.status === t.to) return order;
  if (!t.from.includes(order.status)) throw transitionRefused(order, t.to);
  const [updated] = await tx
    .update(eventsOrders)
    .set({ status: t.to, updatedAt: now })
    .where(eq(eventsOrders.id, order.id))
    .returning();
  if (RELEASED.has(t.to)) await release(tx, order, now);
  if (t.action) await recordOrderEvent(tx, caller, updated!, t.action);
  await recordOrderEvent(tx, caller, updated!, 'updated');
  return updated!;
}

export const PAY: Transition = {
  from: ['PENDING', 'INITIATED'],
  to: 'PAID',
  action: 'paid',
};
export const DECLINE: Transition = {
  from: ['PENDING', 'INITIATED'],
  to: 'DECLINED',
};
export const CONFIRM: Transition = {
  from: ['OFFLINE_PENDING'],
  to: 'PAID',
  action: 'paid',
};
