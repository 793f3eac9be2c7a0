import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsPolicies, bookingsServices as svc } from '../../db/schema/bookings';
import {
  bookingsBookings as b,
  bookingsSchedules,
  bookingsSessions,
} from '../../db/schema/booking-records';
import { DEFAULT_TIME_ZONE, DEFAULT_WEEKLY, type ServiceSchedule } from './schedule';
import { servicesSeenBy, type ServiceReader } from './visibility';

export type ServiceRow = typeof svc.$inferSelect;

/**
 * The services of the site the reader may see (`servicesSeenBy`: not deleted, and not in a deleted
 * category unless the reader is the owner), by id, by schedule id or by type.
 */
export async function findServices(
  db: Db,
  reader: ServiceReader,
  by: { ids?: string[]; scheduleId?: string; types?: ServiceRow['type'][] },
): Promise<ServiceRow[]> {
  const key = by.scheduleId
    ? eq(svc.scheduleId, by.scheduleId)
    : by.types
      ? inArray(svc.type, by.types)
      : inArray(svc.id, by.ids ?? []);
  return db
    .select()
    .from(svc)
    .where(and(servicesSeenBy(reader), key));
}

/** The schedule of each service: its row (or defaults), policy and stored sessions in range. */
export async function loadSchedules(
  db: Db,
  services: ServiceRow[],
  from: Date,
  to: Date,
): Promise<ServiceSchedule[]> {
  if (!services.length) return [];
  const ids = services.map((s) => s.id);
  const siteId = services[0]!.siteId;
  const courseIds = services.filter((s) => s.type === 'COURSE').map((s) => s.id);
  // Sequential: inside a transaction one client runs one query at a time.
  const schedules = await db
    .select()
    .from(bookingsSchedules)
    .where(inArray(bookingsSchedules.serviceId, ids));
  const sessions = await db
    .select()
    .from(bookingsSessions)
    .where(
      or(
        // A course's sessions are booked together, so all of them count.
        inArray(bookingsSessions.serviceId, courseIds),
        and(
          inArray(bookingsSessions.serviceId, ids),
          gte(bookingsSessions.startDate, from),
          lt(bookingsSessions.startDate, to),
        ),
      ),
    );
  const policies = await db
    .select()
    .from(bookingsPolicies)
    .where(eq(bookingsPolicies.siteId, siteId));
  return services.map((s) => {
    const row = schedules.find((x) => x.serviceId === s.id);
    const policy = policies.find((p) => p.id === s.policyId) ?? policies.find((p) => p.isDefault);
    const location = s.details.locations?.[0];
    const address = location?.calculatedAddress ?? location?.business?.address;
    return {
      serviceId: s.id,
      scheduleId: s.scheduleId,
      name: s.name,
      type: s.type,
      capacity: s.defaultCapacity,
      durationMinutes: s.durationMinutes,
      bufferMinutes: s.bufferMinutes,
      onlineBookingEnabled: s.onlineBookingEnabled,
      firstSessionStart: s.firstSessionStart,
      lastSessionEnd: s.lastSessionEnd,
      timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
      weekly: row ? row.weekly : DEFAULT_WEEKLY[s.type],
      sessions: sessions
        .filter((x) => x.serviceId === s.id)
        .map((x) => ({ id: x.id, start: x.startDate, end: x.endDate, capacity: x.capacity })),
      policy: policy?.rules ?? {},
      ...(location
        ? {
            location: {
              ...(location.id ? { id: location.id } : {}),
              ...(location.business?.name ? { name: location.business.name } : {}),
              ...(address?.formattedAddress ? { formattedAddress: address.formattedAddress } : {}),
            },
          }
        : {}),
    };
  });
}

/** A stored session of the site (a class's one-off or edited occurrence), by id. */
export async function findSession(db: Db, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(bookingsSessions)
    .where(and(eq(bookingsSessions.siteId, siteId), eq(bookingsSessions.id, id)));
  return row;
}

/** The business's time zone for these services: the first one's schedule zone, else UTC. */
export async function scheduleTimeZone(db: Db, serviceIds: string[]): Promise<string> {
  if (!serviceIds.length) return DEFAULT_TIME_ZONE;
  const rows = await db
    .select({ serviceId: bookingsSchedules.serviceId, timeZone: bookingsSchedules.timeZone })
    .from(bookingsSchedules)
    .where(inArray(bookingsSchedules.serviceId, serviceIds));
  const first = serviceIds.map((id) => rows.find((r) => r.serviceId === id)).find(Boolean);
  return first?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The occupancy query on its own, so the benchmark can EXPLAIN exactly what runs. */
export function occupancyQuery(db: Db, serviceIds: string[], from: Date, to: Date) {
  return db
    .select({
      serviceId: b.serviceId,
      start: b.startDate,
      taken: sql<number>`sum(${b.participants})::int`,
    })
    .from(b)
    .where(
      and(
        inArray(b.serviceId, serviceIds),
        gte(b.startDate, from),
        lt(b.startDate, to),
        HOLDS_A_PLACE,
      ),
    )
    .groupBy(b.serviceId, b.startDate);
}

/** Spots taken per (service, slot start) among bookings that hold a place. */
export async function occupancy(
  db: Db,
  serviceIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (!serviceIds.length) return new Map();
  const rows = await occupancyQuery(db, serviceIds, from, to);
  return new Map(rows.map((r) => [slotKey(r.serviceId, r.start), r.taken]));
}

/** Literal, not parameters, so the planner matches the partial occupancy index. */
export const HOLDS_A_PLACE = sql`${b.status} IN ('CREATED', 'CONFIRMED', 'PENDING')`;

export const slotKey = (serviceId: string, start: Date) => `${serviceId}@${start.toISOString()}`;
