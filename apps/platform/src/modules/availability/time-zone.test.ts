import { describe, expect, it } from 'vitest';
import { fromLocal, isTimeZone, parseDateBound, toLocal } from './time-zone';

describe('time zones', () => {
  it.each([
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('knows IANA zones and refuses others: %j is a zone, %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });

  it('maps wall times to instants on both sides of a DST change', () => {
    const ny = 'America/New_York';
    // 2026-03-08: clocks go from 02:00 to 03:00 in New York.
    expect(fromLocal({ year: 2026, month: 3, day: 7 }, 9 * 60, ny)?.toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(fromLocal({ year: 2026, month: 3, day: 9 }, 9 * 60, ny)?.toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(fromLocal({ year: 2026, month: 3, day: 8 }, 2 * 60 + 30, ny)).toBeUndefined();
    // 2026-11-01: 01:30 happens twice; the first (daylight) one is chosen.
    expect(fromLocal({ year: 2026, month: 11, day: 1 }, 90, ny)?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(toLocal(new Date('2026-11-01T06:30:00Z'), ny)).toMatchObject({ minutes: 90, day: 1 });
  });

  it('reads bounds with an offset as instants and without one as local times', () => {
    expect(parseDateBound('2026-03-08T00:00:00Z', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-03-08T00:00:00.000Z',
    );
    expect(parseDateBound('2026-03-08T00:00:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    expect(parseDateBound('2026-03-08', 'UTC')?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    for (const bad of ['tomorrow', '2026-02-30T00:00:00', '2026-13-01', '2026-03-08T25:00'])
      expect(parseDateBound(bad, 'UTC')).toBeUndefined();
  });
});
