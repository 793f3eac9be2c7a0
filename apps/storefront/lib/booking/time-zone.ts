/** The browser sends its IANA zone; anything this runtime does not know falls back to UTC. */
export function safeTimeZone(value: unknown): string {
  if (typeof value !== 'string' || !value || value.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** `2026-03-02`: the calendar day of a moment in the zone, for grouping. */
export function dayKey(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `2026-03-02T09:30:00`: the wall time of a moment in the zone, as Time Slots V2 writes dates. */
export function localDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The zone's offset from UTC at a moment, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const wall = localDateTime(new Date(at), timeZone);
  return Date.parse(`${wall}Z`) - (at - (at % 1000));
}

/**
 * The moment a wall time (`2026-03-02T09:30:00`) names in the zone; undefined when it is not one.
 * Read twice so a time near a daylight-saving change takes the offset of its own side.
 */
export function instantOf(local: string, timeZone: string): Date | undefined {
  const asUtc = Date.parse(`${local.slice(0, 19)}Z`);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?/.test(local) || Number.isNaN(asUtc)) return undefined;
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}
