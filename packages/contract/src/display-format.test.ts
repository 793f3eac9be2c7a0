import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatMoment, formatRange, formatTime } from './display-format';

// 21:21:05 UTC on a Friday: 4:21 PM in New York (EST), already Saturday in Tokyo.
const AT = '2026-11-27T21:21:05.000Z';

describe('the house style of dates on pages', () => {
  it('reads a day with its weekday, short month and year, in the zone asked', () => {
    expect(formatDay(AT, 'America/New_York')).toBe('Fri, Nov 27, 2026');
    expect(formatDay(new Date(AT), 'Asia/Tokyo')).toBe('Sat, Nov 28, 2026');
    expect(formatDay(AT)).toBe('Fri, Nov 27, 2026');
  });

  it('reads a time on the 12-hour clock with plain spaces', () => {
    expect(formatTime(AT, 'America/New_York')).toBe('4:21 PM');
    expect(formatTime('2026-11-27T00:05:00Z', 'UTC')).toBe('12:05 AM');
  });

  it('reads a moment as day and time, then the zone named', () => {
    expect(formatMoment(AT, 'America/New_York')).toBe('Fri, Nov 27, 2026, 4:21 PM EST');
    expect(formatMoment(AT, 'Europe/Berlin')).toBe('Fri, Nov 27, 2026, 10:21 PM GMT+1');
    expect(formatMoment(AT, 'UTC')).toBe('Fri, Nov 27, 2026, 9:21 PM UTC');
  });

  it('names the zone as daylight saving time has it on that day', () => {
    // The same wall-clock hour on either side of New York's switch (March 8, 2026).
    expect(formatMoment('2026-03-07T14:00:00Z', 'America/New_York')).toBe(
      'Sat, Mar 7, 2026, 9:00 AM EST',
    );
    expect(formatMoment('2026-03-09T13:00:00Z', 'America/New_York')).toBe(
      'Mon, Mar 9, 2026, 9:00 AM EDT',
    );
    // 30 minutes after 1:30 AM EDT on the fall-back night is 1:00 AM EST: the zone tells them apart.
    expect(formatRange('2026-11-01T05:30:00Z', '2026-11-01T06:00:00Z', 'America/New_York')).toBe(
      'Sun, Nov 1, 2026, 1:30 AM EDT – 1:00 AM EST',
    );
  });

  it('reads a range within a day once, with the day and the zone', () => {
    expect(formatRange('2026-11-27T21:00:00Z', '2026-11-27T22:00:00Z', 'America/New_York')).toBe(
      'Fri, Nov 27, 2026, 4:00 – 5:00 PM EST',
    );
    expect(formatRange('2026-11-27T16:30:00Z', '2026-11-27T17:30:00Z', 'America/New_York')).toBe(
      'Fri, Nov 27, 2026, 11:30 AM – 12:30 PM EST',
    );
  });

  it('reads a range across days with both ends in full', () => {
    expect(formatRange('2026-11-27T21:00:00Z', '2026-11-28T06:00:00Z', 'America/New_York')).toBe(
      'Fri, Nov 27, 2026, 4:00 PM EST – Sat, Nov 28, 2026, 1:00 AM EST',
    );
  });

  it('reads a range without a usable end as its start', () => {
    expect(formatRange(AT, undefined, 'UTC')).toBe('Fri, Nov 27, 2026, 9:21 PM UTC');
    expect(formatRange(AT, '2026-11-27T20:00:00Z', 'UTC')).toBe('Fri, Nov 27, 2026, 9:21 PM UTC');
  });

  it('reads an instant to the second in UTC, for logs', () => {
    expect(formatInstant(new Date(AT))).toBe('Fri, Nov 27, 2026, 9:21:05 PM UTC');
  });

  it('reads a missing or invalid date as nothing, whatever the kind', () => {
    for (const bad of [undefined, null, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDay(bad, 'UTC')).toBe('');
      expect(formatTime(bad, 'UTC')).toBe('');
      expect(formatMoment(bad, 'UTC')).toBe('');
      expect(formatRange(bad, AT, 'UTC')).toBe('');
      expect(formatInstant(bad)).toBe('');
    }
  });

  it('falls back to UTC, named, when the zone is unknown', () => {
    expect(formatMoment(AT, 'Mars/Olympus_Mons')).toBe('Fri, Nov 27, 2026, 9:21 PM UTC');
    expect(formatDay(AT, 'Mars/Olympus_Mons')).toBe('Fri, Nov 27, 2026');
  });
});
