/** Money and dates are formatted here and nowhere else. */

export function formatMoney(amount: string | number | undefined | null, currency?: string | null) {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  if (!currency) return value.toFixed(2);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

type DateInput = Date | string | undefined | null;

/** The date as a Date, or undefined when it is missing or not a date at all. */
function validDate(date: DateInput): Date | undefined {
  if (!date) return undefined;
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/** In the given zone (UTC unless told), or undefined when Intl does not know the zone. */
function formatInZone(
  value: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | null | undefined,
) {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' }).format(
      value,
    );
  } catch {
    return undefined;
  }
}

export function formatDate(date: DateInput, timeZone?: string | null) {
  const value = validDate(date);
  if (!value) return '';
  return (
    formatInZone(value, { dateStyle: 'medium', timeStyle: 'short' }, timeZone) ??
    value.toISOString()
  );
}

/** `Monday, March 2` in the given zone; the booking page's day headings. */
export function formatDay(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}

/** `9:30 AM` in the given zone. */
export function formatTime(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(date);
}

/** `45 min`, `1 h`, `1 h 30 min`. */
export function formatDuration(minutes: number | undefined | null) {
  if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** `Nov 23, 2026`: a day without its time, in the given zone (UTC unless told). */
export function formatCalendarDate(date: DateInput, timeZone?: string | null) {
  const value = validDate(date);
  if (!value) return '';
  return formatInZone(value, { dateStyle: 'medium' }, timeZone) ?? value.toISOString().slice(0, 10);
}

/** `Nov 23, 2026, 10:00:05 AM`: to the second, for events that arrive moments apart. */
export function formatInstant(date: Date | string, timeZone?: string) {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(value);
}
