import {
  AvailabilityErrorCode,
  type TimeSlot,
  type TimeSlotPolicyViolations,
} from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalid, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import type { EngineSlot } from './engine';
import type { ServiceSchedule } from './schedule';
import { scheduleTimeZone } from './schedule-store';
import { readRange, type Range } from './range';
import { isTimeZone, parseDateBound, dateTimeViolation, timeZoneViolation } from './time-zone';

/** What the Time Slots V2 calls share: zones, local bounds, filters and cursor paging. */

/** The zone the answer speaks: the one asked for (checked), else the business's. */
export async function zoneFor(db: Db, asked: string | undefined, serviceIds: string[]) {
  if (asked !== undefined && !isTimeZone(asked))
    throw validationError([timeZoneViolation('timeZone')]);
  return asked ?? scheduleTimeZone(db, serviceIds.filter(isUuid));
}

/** `fromLocalDate` (default: now) to `toLocalDate`, local in `timeZone`, checked like v1's range. */
export function localRange(
  from: string | undefined,
  to: string,
  timeZone: string,
  now: Date,
): Range {
  return readRange({
    serviceIds: [],
    start: from ?? now.toISOString(),
    end: to,
    timeZone,
    fields: { start: 'fromLocalDate', end: 'toLocalDate', timeZone: 'timeZone' },
  });
}

/** One local date-time of a request, or 400 on its field. */
export function localInstant(value: string, timeZone: string, field: string): Date {
  const at = parseDateBound(value, timeZone);
  if (!at) throw validationError([dateTimeViolation(field)]);
  return at;
}

/** 400 MISSING_ARGUMENTS naming the filter fields a first page needs and did not get. */
export function requireArguments(request: Record<string, unknown>, fields: string[]) {
  const missing = fields.filter((f) => request[f] === undefined);
  if (missing.length)
    throw invalid(
      AvailabilityErrorCode.missingArguments,
      `Missing ${missing.join(', ')}: send them, or the cursor of a previous page`,
      { missing },
    );
}

/** 400 when a service is not of the kind this API lists, naming the API that lists it. */
export function requireTypes(
  schedules: ServiceSchedule[],
  types: ServiceSchedule['type'][],
  instead: string,
) {
  const wrong = schedules.filter((s) => !types.includes(s.type));
  if (wrong.length)
    throw invalid(
      AvailabilityErrorCode.unsupportedServiceType,
      `${wrong.map((s) => `${s.serviceId} (${s.type})`).join(', ')}: use ${instead}`,
      { serviceIds: wrong.map((s) => s.serviceId) },
    );
}

/** Slots whose violations equal every one the filter names (earliestBookingDate is not a filter). */
export function withViolations(slots: EngineSlot[], wanted: TimeSlotPolicyViolations | undefined) {
  const asked = (['tooEarlyToBook', 'tooLateToBook', 'bookOnlineDisabled'] as const).filter(
    (k) => wanted?.[k] !== undefined,
  );
  return slots.filter((e) => asked.every((k) => e.violations[k] === wanted?.[k]));
}

/** At most `perDay` slots per service and local day of `timeZone`, the earliest kept. */
export function perDay<T extends { serviceId?: string; localStartDate: string }>(
  slots: T[],
  perDay: number | undefined,
): T[] {
  if (!perDay) return slots;
  const seen = new Map<string, number>();
  return slots.filter((s) => {
    const key = `${s.serviceId}:${s.localStartDate.slice(0, 10)}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n <= perDay;
  });
}

const cursorViolation = () =>
  validationError([
    {
      field: 'cursorPaging.cursor',
      description: 'is not a cursor this platform issued',
      violatedRule: 'FORMAT',
    },
  ]);

/**
 * A List request to answer: the one sent, or the one its cursor carries (a cursor stands for the
 * whole filter, as on the real platform, with where the next page starts).
 */
export function resume<S extends z.ZodType<{ cursorPaging?: { cursor?: string; limit?: number } }>>(
  schema: S,
  sent: z.infer<S>,
): { request: z.infer<S>; offset: number; limit: number } {
  const limit = sent.cursorPaging?.limit ?? 1000;
  const cursor = sent.cursorPaging?.cursor;
  if (!cursor) return { request: sent, offset: 0, limit };
  let carried: unknown;
  try {
    carried = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorViolation();
  }
  const { q, o } = (carried ?? {}) as { q?: unknown; o?: unknown };
  const request = schema.safeParse(q);
  if (!request.success || typeof o !== 'number' || !Number.isSafeInteger(o) || o < 0)
    throw cursorViolation();
  return { request: request.data, offset: o, limit };
}

/** One page of `slots` and where the next one starts. */
export function page(
  slots: TimeSlot[],
  request: { cursorPaging?: unknown },
  offset: number,
  limit: number,
) {
  const { cursorPaging: _paging, ...q } = request;
  const hasNext = offset + limit < slots.length;
  const next = Buffer.from(JSON.stringify({ q, o: offset + limit })).toString('base64url');
  return {
    timeSlots: slots.slice(offset, offset + limit),
    metadata: { cursors: hasNext ? { next } : {}, hasNext },
  };
}
