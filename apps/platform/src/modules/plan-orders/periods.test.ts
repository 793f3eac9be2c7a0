import { describe, expect, it } from 'vitest';
import {
  addDuration,
  afterPauses,
  cyclesOf,
  nextPaymentDate,
  orderDates,
  statusAt,
  type PlanOrderRow,
} from './periods';

const at = (iso: string) => new Date(iso);
const START = at('2026-01-31T10:00:00.000Z');

function order(overrides: Partial<PlanOrderRow>): PlanOrderRow {
  const terms = {
    pricingKind: 'SUBSCRIPTION' as const,
    durationCount: 1,
    durationUnit: 'MONTH' as const,
    cycleCount: 3,
    freeTrialDays: null,
    ...overrides,
  };
  return {
    status: 'ACTIVE',
    cancelRequestedAt: null,
    pausePeriods: [],
    ...orderDates(START, terms),
    endDate: orderDates(START, terms).endDate ?? null,
    earliestEndDate: orderDates(START, terms).earliestEndDate ?? null,
    ...terms,
    ...overrides,
  } as PlanOrderRow;
}

describe('periods', () => {
  it('adds calendar months and years in UTC, clamping to the month’s last day', () => {
    expect(addDuration(START, 1, 'MONTH').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addDuration(at('2028-02-29T00:00:00Z'), 1, 'YEAR').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(addDuration(START, 2, 'WEEK').toISOString()).toBe('2026-02-14T10:00:00.000Z');
  });

  it('dates a subscription of 3 cycles after a trial; an unlimited plan has no end', () => {
    const dates = orderDates(START, {
      pricingKind: 'SUBSCRIPTION',
      durationCount: 1,
      durationUnit: 'MONTH',
      cycleCount: 3,
      freeTrialDays: 1,
    });
    expect(dates.endDate?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(dates.earliestEndDate?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(
      orderDates(START, {
        pricingKind: 'SINGLE_PAYMENT_UNLIMITED',
        durationCount: null,
        durationUnit: null,
        cycleCount: null,
        freeTrialDays: null,
      }),
    ).toEqual({ startDate: START });
  });

  it('lists the cycles begun so far and ends as ENDED, or CANCELED after a cancellation', () => {
    const o = order({});
    expect(cyclesOf(o, at('2026-03-15T00:00:00Z')).map((c) => c.index)).toEqual([1, 2]);
    expect(cyclesOf(o, at('2027-01-01T00:00:00Z'))).toHaveLength(3);
    expect(statusAt(o, at('2026-04-30T00:00:00Z'))).toBe('ACTIVE');
    expect(statusAt(o, at('2026-05-01T00:00:00Z'))).toBe('ENDED');
    expect(statusAt({ ...o, cancelRequestedAt: START }, at('2026-06-01T00:00:00Z'))).toBe(
      'CANCELED',
    );
    expect(nextPaymentDate(o, at('2026-03-15T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });

  it('moves a date on by every pause that began before it, an open one by the time so far', () => {
    const pauses = [
      {
        status: 'ENDED' as const,
        pauseDate: '2026-02-01T00:00:00.000Z',
        resumeDate: '2026-02-04T00:00:00.000Z',
      },
      { status: 'ACTIVE' as const, pauseDate: '2026-02-20T00:00:00.000Z' },
    ];
    const now = at('2026-02-22T00:00:00.000Z');
    // Before any pause: unchanged.
    expect(afterPauses(at('2026-01-20T00:00:00Z'), pauses, now).toISOString()).toBe(
      '2026-01-20T00:00:00.000Z',
    );
    // After the first pause only: three days later.
    expect(afterPauses(at('2026-02-10T00:00:00Z'), pauses, now).toISOString()).toBe(
      '2026-02-13T00:00:00.000Z',
    );
    // Shifted past the open pause's start: two more days, as paused so far.
    expect(afterPauses(at('2026-02-19T00:00:00Z'), pauses, now).toISOString()).toBe(
      '2026-02-24T00:00:00.000Z',
    );
  });

  it("shifts a paused order's later cycles, not the ones already begun", () => {
    const row = order({
      pausePeriods: [
        {
          status: 'ENDED',
          pauseDate: '2026-02-10T10:00:00.000Z',
          resumeDate: '2026-02-15T10:00:00.000Z',
        },
      ],
    });
    const cycles = cyclesOf(row, at('2026-03-20T00:00:00Z'));
    expect(cycles.map((c) => c.startedDate)).toEqual([
      '2026-01-31T10:00:00.000Z',
      '2026-03-05T10:00:00.000Z',
    ]);
    expect(cycles[0]?.endedDate).toBe('2026-03-05T10:00:00.000Z');
  });
});
