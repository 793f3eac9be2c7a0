import type { SlotAvailability } from '@headless/sdk/bookings';
import { describe, expect, it } from 'vitest';
import { groupSlotsByDay, nextDaysRange } from './slots';

function entry(startDate: string, open = 1, bookable = true): SlotAvailability {
  return {
    slot: { serviceId: 's1', startDate, endDate: startDate },
    bookable,
    totalSpots: 2,
    openSpots: open,
    bookingPolicyViolations: {},
  };
}

describe('groupSlotsByDay', () => {
  it('groups by the calendar day in the visitor zone, not in UTC', () => {
    // 23:30 UTC on March 2 is already March 3 in Berlin, and still March 2 in New York.
    const entries = [entry('2026-03-02T23:30:00.000Z'), entry('2026-03-02T09:00:00.000Z')];
    const berlin = groupSlotsByDay(entries, 'Europe/Berlin');
    expect(berlin.map((d) => [d.key, d.label, d.slots.map((s) => s.time)])).toEqual([
      ['2026-03-02', 'Mon, Mar 2, 2026', ['10:00 AM']],
      ['2026-03-03', 'Tue, Mar 3, 2026', ['12:30 AM']],
    ]);
    const newYork = groupSlotsByDay(entries, 'America/New_York');
    expect(newYork.map((d) => [d.key, d.slots.map((s) => s.time)])).toEqual([
      ['2026-03-02', ['4:00 AM', '6:30 PM']],
    ]);
  });

  it('leaves out full and unbookable slots and keeps each slot as availability gave it', () => {
    const open = entry('2026-03-02T10:00:00.000Z', 3);
    const days = groupSlotsByDay(
      [open, entry('2026-03-02T11:00:00.000Z', 0), entry('2026-03-02T12:00:00.000Z', 1, false)],
      'UTC',
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.slots).toEqual([
      { key: '2026-03-02T10:00:00.000Z', time: '10:00 AM', openSpots: 3, slotAvailability: open },
    ]);
  });

  it('answers no days for no slots', () => {
    expect(groupSlotsByDay([], 'UTC')).toEqual([]);
  });
});

describe('nextDaysRange', () => {
  it('spans seven days from now as UTC ISO bounds', () => {
    expect(nextDaysRange(new Date('2026-03-02T10:15:00.000Z'))).toEqual({
      startDate: '2026-03-02T10:15:00.000Z',
      endDate: '2026-03-09T10:15:00.000Z',
    });
  });
});
