import type { QueryServicesRequest, QueryServicesResponse } from '@headless/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsCategories, bookingsServices } from '../../db/schema/bookings';
import type { AuthContext } from '../../http/auth-context';
import { compileQuery, pagingMetadata } from '../../query';
import { serviceQuerySpec } from './query-spec';
import { serviceToWire } from './to-wire';

type Identity = AuthContext['identity'];

/** Every identity of the site may read its services (protocol.md §2.1 queryServices). */
export async function queryServices(
  db: Db,
  siteId: string,
  _identity: Identity,
  request: QueryServicesRequest,
): Promise<QueryServicesResponse> {
  const q = compileQuery(request.query, serviceQuerySpec);
  const where = and(eq(bookingsServices.siteId, siteId), q.where);
  const joinOn = and(
    eq(bookingsCategories.id, bookingsServices.categoryId),
    eq(bookingsCategories.siteId, bookingsServices.siteId),
  );
  const rows = await db
    .select({ service: bookingsServices, category: bookingsCategories })
    .from(bookingsServices)
    .leftJoin(bookingsCategories, joinOn)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(bookingsServices)
    .leftJoin(bookingsCategories, joinOn)
    .where(where);
  const services = rows.map((r) => serviceToWire(r.service, r.category));
  return {
    services,
    pagingMetadata: pagingMetadata(services.length, q.offset, totals?.total ?? 0),
  };
}
