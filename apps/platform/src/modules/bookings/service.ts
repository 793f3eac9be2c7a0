import type { QueryServicesRequest, QueryServicesResponse } from '@headless/contract';
import { and, count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsCategories, bookingsServices } from '../../db/schema/bookings';
import { compileQuery, pagingMetadata } from '../../query';
import {
  categoryJoin,
  loadServices,
  servicesSeenBy,
  withConditionalFields,
  type ServiceReader,
} from './load';
import { serviceQuerySpec } from './query-spec';

/**
 * Every identity of the site may read its services (docs/protocol.md §2.1 queryServices), those
 * it may see (`servicesSeenBy`).
 */
export async function queryServices(
  db: Db,
  reader: ServiceReader,
  request: QueryServicesRequest,
): Promise<QueryServicesResponse> {
  const { siteId } = reader;
  const q = compileQuery(request.query, serviceQuerySpec);
  const where = and(servicesSeenBy(reader), q.where) as SQL;
  const page = await loadServices(db, where, q);
  const services = await withConditionalFields(db, siteId, page, request.conditionalFields);
  const [totals] = await db
    .select({ total: count() })
    .from(bookingsServices)
    .leftJoin(bookingsCategories, categoryJoin)
    .where(where);
  return {
    services,
    pagingMetadata: pagingMetadata(services.length, q.offset, totals?.total ?? 0),
  };
}
