import type { SummaryResponse } from '@headless/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsOrders as o } from '../../db/schema/event-tickets';
import { isUuid } from '../availability/service';
import { eventsMoney } from './rules';

/** Sales of settled orders (FREE, PAID), per currency: totals, revenue (fees taken off), counts. */
export async function orderSummary(
  db: Db,
  siteId: string,
  eventId?: string,
): Promise<SummaryResponse> {
  if (eventId !== undefined && !isUuid(eventId)) return { sales: [] };
  const where: SQL[] = [eq(o.siteId, siteId), inArray(o.status, ['FREE', 'PAID'])];
  if (eventId) where.push(eq(o.eventId, eventId));
  const rows = await db
    .select({
      currency: o.currency,
      total: sql<string>`sum(${o.totalMinor})`,
      fees: sql<string>`sum(${o.feeMinor})`,
      subtotal: sql<string>`sum(${o.subtotalMinor})`,
      orders: sql<number>`count(*)::int`,
      tickets: sql<number>`sum((select count(*) from events_tickets t where t.order_id = events_orders.id))::int`,
    })
    .from(o)
    .where(and(...where))
    .groupBy(o.currency);
  return {
    sales: rows.map((r) => ({
      ...(eventId ? { eventId } : {}),
      total: eventsMoney(Number(r.total), r.currency),
      revenue: eventsMoney(Number(r.total) - Number(r.fees), r.currency),
      totalSales: eventsMoney(Number(r.subtotal), r.currency),
      ordersCount: Number(r.orders),
      ticketsCount: Number(r.tickets),
      currency: r.currency,
    })),
  };
}
