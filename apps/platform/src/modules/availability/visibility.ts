import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bookingsCategories as c, bookingsServices as s } from '../../db/schema/bookings';
import type { Caller } from '../../kernel/caller';

/** Who reads services: the site, and whether it is its owner. */
export type ServiceReader = Pick<Caller, 'siteId' | 'role'>;

/** Live (not deleted) services of the site; every read and write starts here. */
export const liveServices = (siteId: string): SQL =>
  and(eq(s.siteId, siteId), eq(s.state, 'CREATED')) as SQL;

/**
 * The live services a caller may see, the one rule for service reads, time slots and booking. A
 * service linked to a deleted category stays the owner's (role ADMIN: the site's owner, an API
 * key, an app) and is hidden from visitors and members until it is given another (Categories V2
 * Delete Category: "aren't visible to customers on the live site"); to them it does not exist.
 */
export function servicesSeenBy(reader: ServiceReader): SQL {
  const live = liveServices(reader.siteId);
  if (reader.role === 'ADMIN') return live;
  const categoryKept = sql`exists (
    select 1 from ${c} where ${c.id} = ${s.categoryId} and ${c.siteId} = ${s.siteId})`;
  return and(live, or(isNull(s.categoryId), categoryKept)) as SQL;
}
