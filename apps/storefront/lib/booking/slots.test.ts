import type { TimeSlot } from '@headless/sdk/bookings';
import { describe, expect, it } from 'vitest';
import { checkoutSlotOf, groupSlotsByDay, nextDaysRange } from './slots';
import { instantOf, localDateTime } from './time-zone';

function slot(localStartDate: string, remaining = 1, bookable = true): TimeSlot {
  return {
    serviceId: 's1',
    localStartDate,
    localEndDate: `${localStartDate.slice(0, 11)}23:00:00`,
    bookable,
    totalCapacity: 2,
    remainingCapacity: remaining,
    bookableCapacity: bookable ? remaining : 0,
    bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false },
    availableResources: [],
    nonBookableReasons: {
      noRemainingCapacity: remaining === 0,
      violatesBookingPolicy: false,
      reservedForWaitingList: false,
      eventCancelled: false,
    },
  };
}

describe('groupSlotsByDay', () => {
  it('groups Time Slots V2 local dates by their day in the zone asked for, in time order', () => {
    const slots = [slot('2026-03-03T00:30:00'), slot('2026-03-02T10:00:00')];
    const berlin = groupSlotsByDay(slots, 'Europe/Berlin');
    expect(berlin.map((d) => [d.key, d.label, d.slots.map((s) => [s.key, s.time])])).toEqual([
      ['2026-03-02', 'Mon, Mar 2, 2026', [['2026-03-02T09:00:00.000Z', '10:00 AM']]],
      ['2026-03-03', 'Tue, Mar 3, 2026', [['2026-03-02T23:30:00.000Z', '12:30 AM']]],
    ]);
  });

  it('leaves out full and unbookable slots; the checkout gets the slot in its zone', () => {
    const open = slot('2026-03-02T10:00:00', 3);
    const days = groupSlotsByDay(
      [open, slot('2026-03-02T11:00:00', 0), slot('2026-03-02T12:00:00', 1, false)],
      'America/New_York',
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.slots).toEqual([
      {
        key: '2026-03-02T15:00:00.000Z',
        time: '10:00 AM',
        openSpots: 3,
        slotAvailability: checkoutSlotOf(open, 'America/New_York'),
      },
    ]);
    expect(days[0]?.slots[0]?.slotAvailability).toEqual({
      slot: {
        serviceId: 's1',
        startDate: '2026-03-02T10:00:00',
        endDate: '2026-03-02T23:00:00',
        timezone: 'America/New_York',
      },
      bookable: true,
      totalSpots: 2,
      openSpots: 3,
      bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false },
    });
  });

  it('answers no days for no slots', () => {
    expect(groupSlotsByDay([], 'UTC')).toEqual([]);
  });
});

describe('nextDaysRange', () => {
  it('spans seven days from now as local bounds in the zone', () => {
    expect(nextDaysRange(new Date('2026-03-02T10:15:00.000Z'), 'America/New_York')).toEqual({
      fromLocalDate: '2026-03-02T05:15:00',
      toLocalDate: '2026-03-09T06:15:00',
    });
  });
});

describe('local wall times', () => {
  it('reads a wall time on each side of a daylight-saving change with its own offset', () => {
    expect(instantOf('2026-03-07T12:00:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-07T17:00:00.000Z',
    );
    expect(instantOf('2026-03-09T12:00:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-09T16:00:00.000Z',
    );
    expect(instantOf('soon', 'UTC')).toBeUndefined();
    expect(localDateTime(new Date('2026-07-01T00:00:00.000Z'), 'Asia/Tokyo')).toBe(
      '2026-07-01T09:00:00',
    );
  });
});
