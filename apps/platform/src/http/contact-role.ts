import type { ContactRole } from '@headless/contract';
import { sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingsBookings } from '../db/schema/booking-records';
import { ecomOrders } from '../db/schema/checkout-orders';
import { eventsOrders } from '../db/schema/event-tickets';
import type { Caller } from '../kernel/caller';

/**
 * The caller's full contact role: a visitor becomes a CONTACT once it left an email on this site
 * (a booking, a store order or an event order it placed). That takes a query, so the auth hook
 * leaves visitors as VISITOR and a call that cares asks here; the guards never need it (owner
 * calls want ADMIN, member calls MEMBER).
 */
export async function contactRole(
  db: Db,
  auth: Pick<Caller, 'siteId' | 'identity' | 'role'>,
): Promise<ContactRole> {
  if (auth.role !== 'VISITOR') return auth.role;
  const { siteId } = auth;
  const id = auth.identity.id;
  const b = bookingsBookings;
  const o = ecomOrders;
  const e = eventsOrders;
  const mine = (t: Record<'siteId' | 'type' | 'owner', AnyColumn>) =>
    sql`${t.siteId} = ${siteId} and ${t.type} = 'ANONYMOUS_VISITOR' and ${t.owner} = ${id}`;
  const { rows } = await db.execute<{ contact: boolean }>(sql`select
    exists (select 1 from ${b} where ${mine({ siteId: b.siteId, type: b.createdByType, owner: b.createdById })}
      and ${b.contactDetails} ->> 'email' is not null)
    or exists (select 1 from ${o} where ${mine({ siteId: o.siteId, type: o.ownerType, owner: o.ownerId })}
      and ${o.email} is not null)
    or exists (select 1 from ${e} where ${mine({ siteId: e.siteId, type: e.ownerType, owner: e.ownerId })}
      and ${e.buyer} ->> 'email' is not null) as contact`);
  return rows[0]?.contact ? 'CONTACT' : 'VISITOR';
}
