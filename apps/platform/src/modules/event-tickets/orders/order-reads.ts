import type { EventOrder, OrderFieldset, OrderResponse } from '@headless/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsOrders as orders } from '../../../db/schema/event-tickets';
import { isOwner } from '../event-access';
import { bundlesOf, orderNotFound, requireOrder, type OrderRow } from './order-store';
import { orderToWire } from './order-wire';
import type { Caller } from '../../../kernel/caller';

export async function bundleToWire(
  db: Db,
  order: OrderRow,
  fieldsets: readonly OrderFieldset[],
): Promise<EventOrder> {
  const [bundle] = await bundlesOf(db, [order]);
  return orderToWire(bundle!, fieldsets);
}

/** What a caller may see: the owner every order, a visitor or member their own. */
export function visibleTo(caller: Caller): SQL | undefined {
  if (isOwner(caller.identity)) return undefined;
  const { type, id } = caller.identity;
  const own = and(eq(orders.ownerType, type), eq(orders.ownerId, id));
  return type === 'MEMBER' ? or(own, eq(orders.memberId, id)) : own;
}

export function canSee(caller: Caller, order: OrderRow): boolean {
  if (isOwner(caller.identity)) return true;
  const { type, id } = caller.identity;
  return (
    (order.ownerType === type && order.ownerId === id) ||
    (type === 'MEMBER' && order.memberId === id)
  );
}

export async function getOrder(
  db: Db,
  caller: Caller,
  eventId: string,
  orderNumber: string,
  fieldsets: readonly OrderFieldset[],
): Promise<OrderResponse> {
  const order = await requireOrder(db, caller.siteId, orderNumber, eventId);
  if (!canSee(caller, order)) throw orderNotFound(orderNumber);
  return { order: await bundleToWire(db, order, fieldsets) };
}
