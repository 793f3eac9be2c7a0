import {
  AvailabilityErrorCode,
  type Service,
  type ServiceConditionalField,
} from '@headless/contract';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingsCategories,
  bookingsPolicies,
  bookingsServices as s,
  bookingsStaff,
} from '../../db/schema/bookings';
import { notFound } from '../../kernel/errors';
import { liveServices, servicesSeenBy, type ServiceReader } from '../availability';
import { serviceToWire, type ServiceRow } from './to-wire';
import { isUuid } from '../../kernel/ids';
import { wireDates } from '../../kernel/wire-dates';

export interface Page {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The one visibility rule for services is the availability engine's, which applies it too. */
export { liveServices, servicesSeenBy, type ServiceReader } from '../availability';

export const categoryJoin = and(
  eq(bookingsCategories.id, s.categoryId),
  eq(bookingsCategories.siteId, s.siteId),
);
/** A service without its own policy follows the site's default one. */
const policyJoin = and(
  eq(bookingsPolicies.siteId, s.siteId),
  or(
    eq(bookingsPolicies.id, s.policyId),
    and(isNull(s.policyId), eq(bookingsPolicies.isDefault, true)),
  ),
);

/** Services in the wire shape, with category and booking policy. */
export async function loadServices(db: Db, where: SQL, page?: Page): Promise<Service[]> {
  const base = db
    .select({ service: s, category: bookingsCategories, policy: bookingsPolicies })
    .from(s)
    .leftJoin(bookingsCategories, categoryJoin)
    .leftJoin(bookingsPolicies, policyJoin)
    .where(where);
  const rows = page
    ? await base
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await base;
  return rows.map((r) => serviceToWire(r.service, r.category, r.policy));
}

const serviceNotFound = (id: string) =>
  notFound(AvailabilityErrorCode.serviceNotFound, `Service ${id} not found`, { serviceId: id });

/** The live service row with that id on the site, or 404 SERVICE_NOT_FOUND. */
export async function findServiceRow(db: Db, siteId: string, id: string): Promise<ServiceRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(s)
        .where(and(liveServices(siteId), eq(s.id, id)))
    : [];
  if (!row) throw serviceNotFound(id);
  return row;
}

/** Get Service: the service the reader may see with that id, or 404 SERVICE_NOT_FOUND. */
export async function loadServiceSeenBy(
  db: Db,
  reader: ServiceReader,
  id: string,
): Promise<Service> {
  const where = and(servicesSeenBy(reader), eq(s.id, id)) as SQL;
  const [service] = isUuid(id) ? await loadServices(db, where) : [];
  if (!service) throw serviceNotFound(id);
  return service;
}

export async function loadService(db: Db, siteId: string, id: string): Promise<Service> {
  await findServiceRow(db, siteId, id);
  const [service] = await loadServices(db, and(liveServices(siteId), eq(s.id, id)) as SQL);
  if (!service) throw serviceNotFound(id);
  return service;
}

/** Adds staffMemberDetails when the caller asked for the STAFF_MEMBER_DETAILS conditional field. */
export async function withConditionalFields(
  db: Db,
  siteId: string,
  services: Service[],
  fields: readonly ServiceConditionalField[] | undefined,
): Promise<Service[]> {
  if (!fields?.includes('STAFF_MEMBER_DETAILS') || !services.length) return services;
  const ids = [...new Set(services.flatMap((x) => x.staffMemberIds))].filter(isUuid);
  const staff = ids.length
    ? await db
        .select()
        .from(bookingsStaff)
        .where(and(eq(bookingsStaff.siteId, siteId), inArray(bookingsStaff.id, ids)))
    : [];
  const byId = new Map(staff.map((m) => [m.id, m]));
  return services.map((service) => ({
    ...service,
    staffMemberDetails: {
      staffMembers: service.staffMemberIds.flatMap((id) => {
        const m = byId.get(id);
        if (!m) return [];
        return [
          {
            staffMemberId: m.id,
            name: m.name,
            ...(m.mainMedia ? { mainMedia: m.mainMedia } : {}),
            ...wireDates(m),
          },
        ];
      }),
    },
  }));
}
