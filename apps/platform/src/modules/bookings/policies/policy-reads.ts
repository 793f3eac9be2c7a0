import type {
  BookingPolicy,
  CursorQuery,
  Filter,
  StrictestBookingPolicy,
} from '@headless/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsPolicies as p } from '../../../db/schema/bookings';
import { isUuid } from '../../../kernel/ids';
import { compileCursorQuery, compileWhere } from '../../../query';
import { policyNotFound } from './policies';
import { policyQuerySpec } from './policy-query-spec';
import { policyToWire } from './policy-wire';

const onSite = (siteId: string) => eq(p.siteId, siteId);

/** One policy of the site; an id that is no uuid names none. */
export async function getBookingPolicy(db: Db, siteId: string, id: string): Promise<BookingPolicy> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(p)
        .where(and(onSite(siteId), eq(p.id, id)))
    : [];
  if (!row) throw policyNotFound(id);
  return policyToWire(row, row.createdAt);
}

export async function queryBookingPolicies(db: Db, siteId: string, query?: CursorQuery) {
  const q = compileCursorQuery(query, policyQuerySpec);
  const rows = await db
    .select()
    .from(p)
    .where(and(onSite(siteId), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { bookingPolicies: items.map((row) => policyToWire(row, row.createdAt)), pagingMetadata };
}

export async function countBookingPolicies(db: Db, siteId: string, filter?: Filter) {
  const where = compileWhere(filter, policyQuerySpec, 'filter');
  const [row] = await db
    .select({ total: count() })
    .from(p)
    .where(and(onSite(siteId), where));
  return { count: row?.total ?? 0 };
}

/** The site's policies of `ids`; the first id that names none is a 404, as a get would be. */
async function policiesOf(db: Db, siteId: string, ids: string[]): Promise<BookingPolicy[]> {
  const valid = ids.filter(isUuid);
  const rows = valid.length
    ? await db
        .select()
        .from(p)
        .where(and(onSite(siteId), inArray(p.id, valid)))
    : [];
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw policyNotFound(missing);
  return rows.map((row) => policyToWire(row, row.createdAt));
}

const all = (values: boolean[]) => values.every(Boolean);
const any = (values: boolean[]) => values.some(Boolean);
const least = (values: number[], otherwise = 0) =>
  values.length ? Math.min(...values) : otherwise;
const most = (values: number[], otherwise = 0) => (values.length ? Math.max(...values) : otherwise);

/**
 * The strictest version of each rule across the policies: a limit any of them sets applies, at
 * its tightest; a freedom (booking after the start, canceling, rescheduling, a waitlist) only if
 * every one of them grants it; the fewest participants and waitlist places.
 */
export async function strictestBookingPolicy(
  db: Db,
  siteId: string,
  ids: string[],
): Promise<StrictestBookingPolicy> {
  const policies = await policiesOf(db, siteId, ids);
  const pick = <K extends keyof BookingPolicy>(key: K) => policies.map((x) => x[key]);
  const early = pick('limitEarlyBookingPolicy').filter((r) => r.enabled);
  const late = pick('limitLateBookingPolicy').filter((r) => r.enabled);
  const cancel = pick('cancellationPolicy');
  const reschedule = pick('reschedulePolicy');
  const waitlist = pick('waitlistPolicy');
  const cancelLimits = cancel.filter((r) => r.limitLatestCancellation);
  const rescheduleLimits = reschedule.filter((r) => r.limitLatestReschedule);
  return {
    limitEarlyBookingPolicy: {
      enabled: early.length > 0,
      earliestBookingInMinutes: least(early.map((r) => r.earliestBookingInMinutes)),
    },
    limitLateBookingPolicy: {
      enabled: late.length > 0,
      latestBookingInMinutes: most(late.map((r) => r.latestBookingInMinutes)),
    },
    bookAfterStartPolicy: { enabled: all(pick('bookAfterStartPolicy').map((r) => r.enabled)) },
    cancellationPolicy: {
      enabled: all(cancel.map((r) => r.enabled)),
      limitLatestCancellation: any(cancel.map((r) => r.limitLatestCancellation)),
      latestCancellationInMinutes: most(cancelLimits.map((r) => r.latestCancellationInMinutes)),
    },
    reschedulePolicy: {
      enabled: all(reschedule.map((r) => r.enabled)),
      limitLatestReschedule: any(reschedule.map((r) => r.limitLatestReschedule)),
      latestRescheduleInMinutes: most(rescheduleLimits.map((r) => r.latestRescheduleInMinutes)),
    },
    waitlistPolicy: {
      enabled: all(waitlist.map((r) => r.enabled)),
      capacity: least(waitlist.map((r) => r.capacity)),
      reservationTimeInMinutes: least(waitlist.map((r) => r.reservationTimeInMinutes)),
    },
    participantsPolicy: {
      maxParticipantsPerBooking: least(
        pick('participantsPolicy').map((r) => r.maxParticipantsPerBooking),
        1,
      ),
    },
  };
}
