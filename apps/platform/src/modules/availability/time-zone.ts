import type { FieldViolation } from '@headless/contract';

/**
 * IANA time-zone arithmetic on Intl alone (Node has no Temporal yet). A local wall-clock time is
 * turned into an instant by asking the zone's offset at a guess and correcting once: that is exact
 * except inside a daylight-saving gap, where the wall time does not exist and we answer undefined.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  /** Minutes after local midnight. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts = formatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const l = toLocal(new Date(instant), timeZone);
  const seconds = new Date(instant).getUTCSeconds();
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, 0, l.minutes, seconds);
  return asUtc - (instant - (instant % 1000));
}

/** The instant of a local wall time, or undefined when the zone skips it (spring forward). */
export function fromLocal(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): Date | undefined {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  const back = toLocal(new Date(instant), timeZone);
  const sameWall =
    back.year === date.year &&
    back.month === date.month &&
    back.day === date.day &&
    back.minutes === ((minutes % 1440) + 1440) % 1440;
  return sameWall ? new Date(instant) : undefined;
}

/** The calendar day after `date` (plain calendar arithmetic, no zone involved). */
export function nextDay(date: { year: number; month: number; day: number }) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function weekdayOf(date: { year: number; month: number; day: number }): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;

/** The refusal of a time zone isTimeZone does not know, on `field`. */
export const timeZoneViolation = (field: string): FieldViolation => ({
  field,
  description: 'must be an IANA time zone, like Europe/Paris',
  violatedRule: 'FORMAT',
  ruleName: 'TIME_ZONE',
});

/** The refusal of a date-time parseDateBound cannot read, on `field`. */
export const dateTimeViolation = (field: string): FieldViolation => ({
  field,
  description: 'must be an ISO-8601 date-time',
  violatedRule: 'FORMAT',
});

/**
 * A date bound as the protocol sends it: with `Z` or an offset it is an instant; without one it is
 * a wall time in `timeZone` (docs/protocol.md §3.2: "if timezone is given, the bounds are local").
 */
export function parseDateBound(value: string, timeZone: string): Date | undefined {
  if (ISO_WITH_ZONE.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  const m = ISO_LOCAL.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const date = { year: year!, month: month!, day: day! };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (check.getUTCMonth() !== date.month - 1 || hour! > 23 || minute! > 59 || second! > 59)
    return undefined;
  const base = fromLocal(date, hour! * 60 + minute!, timeZone);
  // A bound inside a DST gap: an hour later exists and is the same instant the gap maps to.
  const at = base ?? fromLocal(date, hour! * 60 + minute! + 60, timeZone);
  return at && new Date(at.getTime() + second! * 1000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as a local wall time in `timeZone`, `YYYY-MM-DDThh:mm:ss` (Time Slots V2's dates). */
export function toLocalIso(instant: Date, timeZone: string): string {
  const l = toLocal(instant, timeZone);
  const time = `${pad(Math.floor(l.minutes / 60))}:${pad(l.minutes % 60)}:${pad(instant.getUTCSeconds())}`;
  return `${pad(l.year, 4)}-${pad(l.month)}-${pad(l.day)}T${time}`;
}
