import {
  BookingPaymentStatus,
  BookingStatus,
  type QueryExtendedBookingsRequest,
  type QueryExtendedBookingsResponse,
} from '@headless/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsServices as svc } from '../../db/schema/bookings';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import type { Caller } from '../../kernel/caller';
import {
  compileQuery,
  defineFields,
  pagingMetadata,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { allowedActions } from './allowed-actions';
import { bookingToWire } from './to-wire';

/** The booking fields a query may filter and sort on (the wire's names). */
const fields = defineFields({
  id: { sql: sql`${b.id}::text`, type: 'string' },
  status: { sql: b.status, type: 'string', enumValues: BookingStatus.options, sortable: true },
  paymentStatus: { sql: b.paymentStatus, type: 'string', enumValues: BookingPaymentStatus.options },
  startDate: { sql: b.startDate, type: 'date', sortable: true },
  endDate: { sql: b.endDate, type: 'date', sortable: true },
  totalParticipants: { sql: b.participants, type: 'number', sortable: true },
  'bookedEntity.slot.serviceId': { sql: sql`${b.serviceId}::text`, type: 'string' },
  ...recordDateFields(b),
});

const spec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(b.createdAt)],
  tieBreaker: b.id,
  defaultLimit: 50,
};

/**
 * A caller's own bookings, the ones they made (a member's under their member id, a visitor's
 * under their visitor id); the site owner's query reads every booking of the site.
 */
export async function queryExtendedBookings(
  db: Db,
  caller: Caller,
  request: QueryExtendedBookingsRequest,
): Promise<QueryExtendedBookingsResponse> {
  const q = compileQuery(request.query, spec);
  const mine =
    caller.role === 'ADMIN'
      ? undefined
      : and(eq(b.createdByType, caller.identity.type), eq(b.createdById, caller.identity.id));
  const where = and(eq(b.siteId, caller.siteId), mine, q.where);
  const rows = await db
    .select({ booking: b, name: svc.name, scheduleId: svc.scheduleId, type: svc.type })
    .from(b)
    .innerJoin(svc, eq(svc.id, b.serviceId))
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(b).where(where);
  return {
    extendedBookings: rows.map((r) => ({
      booking: bookingToWire(r.booking, r),
      ...(request.withBookingAllowedActions
        ? { allowedActions: allowedActions(r.booking, caller.now) }
        : {}),
    })),
    pagingMetadata: pagingMetadata(rows.length, q.offset, total?.n ?? 0),
  };
}
