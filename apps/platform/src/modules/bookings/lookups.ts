import type { Filter } from '@headless/contract';
import { DEFAULT_PAGE_SIZE } from '@headless/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingsCategories as c,
  bookingsPolicies as p,
  bookingsServices as s,
  businessLocations,
} from '../../db/schema/bookings';
import { filterWhere } from './writes/bulk';
import { liveServices } from './load';
import { policyToWire } from './policies/policy-wire';
import { isUuid, NIL_UUID } from '../../kernel/ids';

const servicesMatching = (db: Db, siteId: string, filter: Filter | undefined) =>
  db
    .select({
      id: s.id,
      name: s.name,
      policyId: s.policyId,
      categoryId: s.categoryId,
      details: s.details,
    })
    .from(s)
    .where(
      and(
        liveServices(siteId),
        filter ? filterWhere(db, siteId, filter, 'filter.services') : undefined,
      ),
    );

/** Which kinds of location the matched services use, and their business locations. */
export async function queryLocations(
  db: Db,
  siteId: string,
  filter: { services?: Filter | undefined; businessLocationIds?: string[] | undefined } = {},
) {
  const services = await servicesMatching(db, siteId, filter.services);
  const locations = services.flatMap((x) => x.details.locations ?? []);
  const wanted = filter.businessLocationIds?.filter(isUuid);
  const businessIds = [
    ...new Set(
      locations.flatMap((l) => (l.type === 'BUSINESS' && l.business ? [l.business.id] : [])),
    ),
  ].filter((id) => !wanted || wanted.includes(id));
  const rows = businessIds.length
    ? await db
        .select()
        .from(businessLocations)
        .where(
          and(eq(businessLocations.siteId, siteId), inArray(businessLocations.id, businessIds)),
        )
        .orderBy(asc(businessLocations.name))
    : [];
  return {
    businessLocations: {
      exists: rows.length > 0,
      locations: rows.map((r) => ({
        id: r.id,
        name: r.name,
        ...(r.address ? { address: r.address } : {}),
      })),
    },
    customLocations: { exists: locations.some((l) => l.type === 'CUSTOM') },
    customerLocations: { exists: locations.some((l) => l.type === 'CUSTOMER') },
  };
}

/** Categories that hold at least one matched service. */
export async function queryCategories(
  db: Db,
  siteId: string,
  filter: { services?: Filter | undefined; categoryIds?: string[] | undefined } = {},
) {
  const services = await servicesMatching(db, siteId, filter.services);
  let ids = [...new Set(services.flatMap((x) => (x.categoryId ? [x.categoryId] : [])))];
  if (filter.categoryIds) ids = ids.filter((id) => filter.categoryIds?.includes(id));
  const rows = ids.length
    ? await db
        .select()
        .from(c)
        .where(and(eq(c.siteId, siteId), inArray(c.id, ids)))
        .orderBy(asc(c.sortOrder), asc(c.name))
    : [];
  return { categories: rows.map((r) => ({ id: r.id, name: r.name, sortOrder: r.sortOrder })) };
}

/** Policies with the services that use them (a service without one uses the default). */
export async function queryPolicies(
  db: Db,
  siteId: string,
  query: {
    filter?: Filter | undefined;
    cursorPaging?: { limit?: number | undefined; cursor?: string | undefined } | undefined;
  } = {},
) {
  const limit = query.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const offset = Number(query.cursorPaging?.cursor ?? 0) || 0;
  const idFilter = policyIdFilter(query.filter);
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.siteId, siteId), idFilter))
    .orderBy(asc(p.createdAt), asc(p.id))
    .limit(limit + 1)
    .offset(offset);
  const services = await servicesMatching(db, siteId, undefined);
  const page = rows.slice(0, limit);
  const bookingPolicies = page.map((row) => {
    const connected = services.filter(
      (x) => x.policyId === row.id || (!x.policyId && row.isDefault),
    );
    return {
      bookingPolicy: policyToWire(row, row.createdAt),
      connectedServices: connected.map((x) => ({ id: x.id, name: x.name })),
      totalServiceCount: connected.length,
    };
  });
  const hasNext = rows.length > limit;
  return {
    bookingPolicies,
    pagingMetadata: {
      count: bookingPolicies.length,
      cursors: hasNext ? { next: String(offset + limit) } : {},
      hasNext,
    },
  };
}

/** Policies filter on their id (`id` or `id.$in`); other fields are not filterable here. */
function policyIdFilter(filter: Filter | undefined): SQL | undefined {
  const id = filter?.id;
  if (typeof id === 'string') return isUuid(id) ? eq(p.id, id) : eq(p.id, NIL_UUID);
  const inList = (id as { $in?: unknown } | undefined)?.$in;
  if (Array.isArray(inList)) {
    const ids = inList.filter((x): x is string => typeof x === 'string' && isUuid(x));
    return ids.length ? inArray(p.id, ids) : eq(p.id, NIL_UUID);
  }
  return undefined;
}
