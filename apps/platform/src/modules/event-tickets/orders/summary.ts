import type { SummaryResponse } from '@headless/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  eventsOrders as o,
  eventsTicketDefinitions as defs,
  eventsTickets as tk,
} from '../../../db/schema/event-tickets';
import { soldLines, totalsOf, type SoldTicket } from '../checkout/invoice';
import { eventsMoney } from '../rules';
import { isUuid } from '../../../kernel/ids';

interface Sales {
  total: number;
  revenue: number;
  subtotal: number;
  orders: number;
  tickets: number;
}

/**
 * Sales of settled orders (FREE, PAID), per currency: totals, counts, and revenue as each order's
 * invoice computes it (every fee taken off, added at checkout or included in the price).
 */
export async function orderSummary(
  db: Db,
  siteId: string,
  eventId?: string,
): Promise<SummaryResponse> {
  if (eventId !== undefined && !isUuid(eventId)) return { sales: [] };
  const where: SQL[] = [eq(o.siteId, siteId), inArray(o.status, ['FREE', 'PAID'])];
  if (eventId) where.push(eq(o.eventId, eventId));
  const [orders, tickets] = await Promise.all([
    db
      .select({
        id: o.id,
        currency: o.currency,
        totalMinor: o.totalMinor,
        subtotalMinor: o.subtotalMinor,
        discountMinor: o.discountMinor,
      })
      .from(o)
      .where(and(...where))
      .orderBy(o.currency),
    db
      .select({
        orderId: tk.orderId,
        ticketDefinitionId: tk.ticketDefinitionId,
        name: tk.name,
        priceMinor: tk.priceMinor,
        feeMinor: tk.feeMinor,
        feeType: defs.feeType,
      })
      .from(tk)
      .innerJoin(o, eq(o.id, tk.orderId))
      .innerJoin(defs, eq(defs.id, tk.ticketDefinitionId))
      .where(and(...where)),
  ]);
  const ticketsOf = new Map<string, SoldTicket[]>();
  for (const t of tickets) {
    const own = ticketsOf.get(t.orderId);
    if (own) own.push(t);
    else ticketsOf.set(t.orderId, [t]);
  }
  const byCurrency = new Map<string, Sales>();
  for (const order of orders) {
    const own = ticketsOf.get(order.id) ?? [];
    const s = byCurrency.get(order.currency) ?? {
      total: 0,
      revenue: 0,
      subtotal: 0,
      orders: 0,
      tickets: 0,
    };
    s.total += order.totalMinor;
    s.revenue += totalsOf(soldLines(own), order.discountMinor).revenue;
    s.subtotal += order.subtotalMinor;
    s.orders += 1;
    s.tickets += own.length;
    byCurrency.set(order.currency, s);
  }
  return {
    sales: [...byCurrency].map(([currency, s]) => ({
      ...(eventId ? { eventId } : {}),
      total: eventsMoney(s.total, currency),
      revenue: eventsMoney(s.revenue, currency),
      totalSales: eventsMoney(s.subtotal, currency),
      ordersCount: s.orders,
      ticketsCount: s.tickets,
      currency,
    })),
  };
}
