import { describe, expect, it } from 'vitest';
import { toPlanViewV3, type PlanV3Like } from './plan-v3-view';

const plan = (billingTerms: object, extra: Partial<PlanV3Like> = {}): PlanV3Like => ({
  id: 'p1',
  name: 'Gold',
  currency: 'USD',
  maxPurchasesPerBuyer: 0,
  perks: [{ description: 'One' }, { description: 'Two' }],
  pricingVariants: [
    { freeTrialDays: 7, billingTerms, pricingStrategies: [{ flatRate: { amount: '49' } }] },
  ],
  ...extra,
});

describe('a Plans V3 plan on /subscriptions', () => {
  it('reads as the page has always shown plans: price, duration, trial, perks, limit', () => {
    const view = toPlanViewV3(
      plan({ billingCycle: { period: 'MONTH', count: '1' }, endType: 'UNTIL_CANCELLED' }),
    );
    expect(view).toEqual({
      id: 'p1',
      name: 'Gold',
      description: '',
      price: '$49.00',
      duration: 'per month',
      freeTrial: '7-day free trial',
      perks: ['One', 'Two'],
      maxPurchasesPerBuyer: null,
    });
  });

  it('says how long each kind of billing lasts', () => {
    const cycles = (count: string, period: string, n: string) =>
      toPlanViewV3(
        plan({
          billingCycle: { period, count },
          endType: 'CYCLES_COMPLETED',
          cyclesCompletedDetails: { billingCycleCount: n },
        }),
      ).duration;
    expect(cycles('3', 'MONTH', '1')).toBe('for 3 months');
    expect(cycles('1', 'MONTH', '12')).toBe('per month for 12 months');
    expect(toPlanViewV3(plan({ endType: 'UNTIL_CANCELLED' })).duration).toBe('Unlimited');
  });

  it('shows a zero price as Free and keeps a purchase limit', () => {
    const free = plan(
      { endType: 'UNTIL_CANCELLED' },
      {
        maxPurchasesPerBuyer: 1,
        pricingVariants: [
          {
            billingTerms: { endType: 'UNTIL_CANCELLED' },
            pricingStrategies: [{ flatRate: { amount: '0' } }],
          },
        ],
      },
    );
    expect(toPlanViewV3(free)).toMatchObject({ price: 'Free', maxPurchasesPerBuyer: 1 });
  });
});
