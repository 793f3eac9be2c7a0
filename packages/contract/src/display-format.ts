/**
 * How a date or a time reads on a page, the storefront's and the platform's hosted pages alike
 * (docs/architecture.md, "Dates on pages"). This file imports nothing, as `./constants` does, so
 * the storefront may import it as a value from `@headless/contract/display-format`.
 *
 * One house style, US English, 12-hour clock:
 * - a day:     `Fri, Nov 27, 2026`
 * - a time:    `4:21 PM`
 * - a moment:  `Fri, Nov 27, 2026, 4:21 PM EST` (always with its zone)
 * - a range:   `Fri, Nov 27, 2026, 4:00 – 5:00 PM EST` (always with its zone)
 * - an instant (logs: the inspector, the mail outbox, received webhooks), to the second, in UTC:
 *   `Fri, Nov 27, 2026, 9:21:05 PM UTC`
 *
 * A missing or invalid date reads as '' (the caller decides what an empty cell shows); a zone that
 * Intl does not know falls back to UTC, and moments then name UTC, so the text stays true.
 * The wire's own formatted strings (events' `formatted`) are protocol, not this.
 */

export type DisplayDate = Date | string | number | null | undefined;

const LOCALE = 'en-US';
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const ZONE: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };

/** The date as a Date, or undefined when it is missing or not a date at all. */
function validDate(date: DisplayDate): Date | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/** The zone Intl knows by that name, else UTC (so a bad zone never throws on a page). */
function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    return new Intl.DateTimeFormat(LOCALE, { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * ICU puts a narrow no-break space before AM/PM and thin spaces around a range's dash, and
 * engines differ on it; plain spaces read the same, and server, browser and tests then agree.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/**
 * Building a formatter costs about 100 µs, formatting with one a few: a page of the inspector formats
 * hundreds of dates in a handful of styles and zones, so each formatter is built once. Bounded, in
 * case a caller passes many zones.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | null | undefined) {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    made = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: knownZone(timeZone) });
    formatters.set(key, made);
  }
  return made;
}

function formatOne(
  date: DisplayDate,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | null | undefined,
) {
  const value = validDate(date);
  return value ? plainSpaces(formatter(options, timeZone).format(value)) : '';
}

/** `Fri, Nov 27, 2026`: the calendar day in the zone (UTC unless told). */
export const formatDay = (date: DisplayDate, timeZone?: string | null) =>
  formatOne(date, DAY, timeZone);

/** `4:21 PM` in the zone (UTC unless told); the page names the zone once, near the times. */
export const formatTime = (date: DisplayDate, timeZone?: string | null) =>
  formatOne(date, TIME, timeZone);

/** `Fri, Nov 27, 2026, 4:21 PM EST`: a moment in the zone of the business or event, named. */
export const formatMoment = (date: DisplayDate, timeZone?: string | null) =>
  formatOne(date, { ...DAY, ...TIME, ...ZONE }, timeZone);

/**
 * `Fri, Nov 27, 2026, 4:00 – 5:00 PM EST`; across days both ends in full. An end that is missing,
 * invalid or before the start leaves the start alone, as a moment.
 */
export function formatRange(start: DisplayDate, end: DisplayDate, timeZone?: string | null) {
  const from = validDate(start);
  const to = validDate(end);
  if (!from || !to || to < from) return formatMoment(start, timeZone);
  const zoneAtEnd = zoneName(to, timeZone);
  if (zoneName(from, timeZone) !== zoneAtEnd) {
    // Across a daylight-saving switch ICU names only the end's zone: each end names its own.
    const sameDay = formatDay(from, timeZone) === formatDay(to, timeZone);
    const until = sameDay ? `${formatTime(to, timeZone)} ${zoneAtEnd}` : formatMoment(to, timeZone);
    return `${formatMoment(from, timeZone)} – ${until}`;
  }
  return plainSpaces(formatter({ ...DAY, ...TIME, ...ZONE }, timeZone).formatRange(from, to));
}

/** `EST`, `EDT`, `GMT+1`, `UTC`: the zone's short name at that moment. */
function zoneName(date: Date, timeZone: string | null | undefined): string {
  const parts = formatter(ZONE, timeZone).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** `Fri, Nov 27, 2026, 9:21:05 PM UTC`: to the second, in UTC, for logs a developer compares. */
export const formatInstant = (date: DisplayDate) =>
  formatOne(date, { ...DAY, ...TIME, second: '2-digit', ...ZONE }, 'UTC');
