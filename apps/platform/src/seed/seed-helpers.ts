import { createHash } from 'node:crypto';
import { fromLocal } from '../modules/availability';

/**
 * A stable uuid for a seeded row: the same site and key always give the same id, so seeding is
 * repeatable (ON CONFLICT DO NOTHING) and tests and docs can name demo rows.
 */
export function seedId(siteId: string, key: string): string {
  const hex = createHash('sha256').update(`${siteId}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Seeded rows get creation times a minute apart, in list order, ending a day ago. */
export function seedTime(index: number, now: Date): Date {
  const dayAgo = now.getTime() - 24 * 60 * 60 * 1000;
  return new Date(dayAgo - (100 - index) * 60 * 1000);
}

/** Midnight UTC `days` from today, plus `hours` (UTC); keeps demo dates in the future. */
export function daysFromToday(days: number, hours: number, now: Date): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hours),
  );
}

/** Where demo page URLs point: the storefront's default address (docs/interfaces.md). */
export const DEMO_SITE_URL = 'http://localhost:3000';

/** `hour` o'clock local time in `timeZone`, `days` from today: demo events start at sensible local hours. */
export function localTimeFromToday(days: number, hour: number, timeZone: string, now: Date): Date {
  const day = daysFromToday(days, 0, now);
  const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  // A wall time that the zone skips (spring forward) does not exist: take the hour after it.
  return fromLocal(date, hour * 60, timeZone) ?? fromLocal(date, (hour + 1) * 60, timeZone)!;
}
