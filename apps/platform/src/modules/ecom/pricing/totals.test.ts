import { describe, expect, it } from 'vitest';
import { computeTotals, type ComputeInput } from './compute';
import { estimateParts } from './estimate-wire';
import type { CouponRow } from './coupons';
import type { DiscountRuleRow } from './rules-store';
import { decideTax, type TaxRegionRow } from './tax';
import { line } from './test-kit';

describe('tax by region', () => {
  const region = (
    country: string,
    subdivision: string,
    rateType: TaxRegionRow['rateType'],
    rate: string | null,
  ) => ({
    id: `${country}${subdivision}`,
    siteId: 's',
    country,
    subdivision,
    rateType,
    rate,
    createdAt: new Date(),
  });
  const regions = [
    region('US', 'US-NY', 'MANUAL_RATE', '8.875'),
    region('US', '', 'AUTO_RATE', null),
    region('GB', '', 'NO_TAX_COLLECTED', null),
    region('*', '', 'FALLBACK_RATE', '10'),
  ];

  it.each([
    [
      { country: 'US', subdivision: 'US-NY' },
      { rateType: 'MANUAL_RATE', rate: '8.875', region: 'US-NY' },
    ],
    [{ country: 'us', subdivision: 'NY' }, { rate: '8.875' }],
    [
      { country: 'US', subdivision: 'US-CA' },
      { rateType: 'AUTO_RATE', rate: '7.25', region: 'US' },
    ],
    [
      { country: 'US', subdivision: 'US-OR' },
      { rateType: 'AUTO_RATE', rate: '0', error: 'AUTO_RATE_UNKNOWN' },
    ],
    [{ country: 'GB' }, { rateType: 'NO_TAX_COLLECTED', rate: '0' }],
    [{ country: 'DE' }, { rateType: 'FALLBACK_RATE', rate: '10', region: '*' }],
    [undefined, { rateType: 'FALLBACK_RATE' }],
  ])('takes the most specific region and its rate type for %j', (address, decided) => {
    expect(decideTax(regions, address)).toMatchObject(decided);
  });

  it('collects no tax without regions', () => {
    expect(decideTax([], { country: 'DE' })).toEqual({ rateType: 'NO_TAX_COLLECTED', rate: '0' });
  });
});

describe('computeTotals', () => {
  const base = (over: Partial<ComputeInput> = {}): ComputeInput => ({
    lines: [line('a', 2500, 2, { catalogItemId: 'tee' })],
    currency: 'USD',
    discountRules: [],
    merchantDiscounts: [],
    shippingRules: [],
    taxRegions: [],
    calculateTax: true,
    calculateShipping: true,
    now: new Date('2026-06-01T00:00:00Z'),
    ...over,
  });

  it('adds up subtotal − discounts + shipping + tax', () => {
    const coupon = {
      id: 'c',
      code: 'SAVE10',
      name: '10%',
      discountType: 'PERCENTAGE',
      value: '10',
    } as CouponRow;
    const expired = {
      id: 'r',
      name: 'Old',
      discountType: 'PERCENTAGE',
      value: '50',
      catalogItemId: null,
      activeFrom: null,
      activeTo: new Date('2026-01-01T00:00:00Z'),
    } as DiscountRuleRow;
    const c = computeTotals(
      base({
        coupon,
        discountRules: [expired],
        merchantDiscounts: [{ amountMinor: 100 }],
        taxRegions: [
          {
            id: 't',
            siteId: 's',
            country: '*',
            subdivision: '',
            rateType: 'FALLBACK_RATE',
            rate: '10',
            createdAt: new Date(),
          },
        ],
      }),
    );
    expect(c.totals).toEqual({ subtotal: 5000, discount: 600, shipping: 0, tax: 440, total: 4840 });
    expect(c.applied.map((a) => [a.kind, a.amount])).toEqual([
      ['COUPON', 500],
      ['MERCHANT', 100],
    ]);
    expect(c.shippingError?.code).toBe('NO_SHIPPING_OPTIONS');
  });

  it('needs no shipping for digital lines and skips tax when asked', () => {
    const c = computeTotals(
      base({ lines: [line('d', 999, 1, { shippable: false })], calculateTax: false }),
    );
    expect(c.totals).toEqual({ subtotal: 999, discount: 0, shipping: 0, tax: 0, total: 999 });
    expect(c.shippingError).toBeUndefined();
  });
});

describe('currencies with and without decimals on the wire', () => {
  it('keeps yen whole and dollars to the cent', () => {
    const regions: TaxRegionRow[] = [
      {
        id: 't',
        siteId: 's',
        country: '*',
        subdivision: '',
        rateType: 'FALLBACK_RATE',
        rate: '8.875',
        createdAt: new Date(),
      },
    ];
    const input = (currency: string, unitMinor: number): ComputeInput => ({
      lines: [line('a', unitMinor, 3, { shippable: false })],
      currency,
      discountRules: [],
      coupon: {
        id: 'c',
        code: 'SAVE10',
        name: '10%',
        discountType: 'PERCENTAGE',
        value: '10',
      } as CouponRow,
      merchantDiscounts: [],
      shippingRules: [],
      taxRegions: regions,
      calculateTax: true,
      calculateShipping: true,
      now: new Date(),
    });
    /** The wire price summary of three items at `unitMinor`, as the estimate answers it. */
    const summary = (currency: string, unitMinor: number) => {
      const computed = input(currency, unitMinor);
      return estimateParts(currency, computed.lines, computeTotals(computed)).priceSummary;
    };
    // ¥1,000 × 3 − 10 % = ¥2,700; tax 239.625 → ¥240
    const yenWire = summary('JPY', 1000);
    expect([yenWire.tax.amount, yenWire.total.amount, yenWire.total.formattedAmount]).toEqual([
      '240',
      '2940',
      '¥2,940',
    ]);
    // $10.05 × 3 = 30.15 − 3.02 (3.015 rounds up) = 27.13; tax 2.4077… → 2.41
    const usdWire = summary('USD', 1005);
    expect([usdWire.discount.amount, usdWire.tax.amount, usdWire.total.formattedAmount]).toEqual([
      '3.02',
      '2.41',
      '$29.54',
    ]);
  });
});
