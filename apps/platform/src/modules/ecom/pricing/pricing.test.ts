import { describe, expect, it } from 'vitest';
import { computeTotals, type ComputeInput } from './compute';
import { estimateParts } from './estimate-wire';
import { discountPerLine, majorToMinor, type EngineLine } from './discounts';
import { allocate, percentOf } from './percent';
import type { CouponRow, DiscountRuleRow } from './rules-store';
import { availableOptions, compare, type ShippingRuleRow } from './shipping';
import { ruleStatus } from './status';
import { decideTax, type TaxRegionRow } from './tax';

const line = (
  id: string,
  unitMinor: number,
  quantity: number,
  extra: Partial<EngineLine> = {},
) => ({
  id,
  unitMinor,
  quantity,
  weight: 0.5,
  shippable: true,
  ...extra,
});

describe('money arithmetic', () => {
  it('rounds percentages half away from zero, exactly', () => {
    expect(percentOf(5, '10')).toBe(1); // 0.5 → 1
    expect(percentOf(4, '10')).toBe(0); // 0.4 → 0
    expect(percentOf(4500, '8.875')).toBe(399); // 399.375
    expect(percentOf(599, '8.875')).toBe(53); // 53.16125
    expect(percentOf(8, '6.25')).toBe(1); // 0.5
    expect(percentOf(-5, '10')).toBe(-1);
    expect(percentOf(1999, '0')).toBe(0);
    expect(percentOf(Number.MAX_SAFE_INTEGER - 1, '100')).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(() => percentOf(100, 'ten')).toThrow(RangeError);
  });

  it('allocates whole units in proportion, summing exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(500, [2500, 2500])).toEqual([250, 250]);
    expect(allocate(7, [0, 10])).toEqual([0, 7]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });

  it('reads fixed amounts in the currency’s own minor unit (0 and 2 decimals)', () => {
    expect(majorToMinor('5', 'USD')).toBe(500);
    expect(majorToMinor('7.99', 'USD')).toBe(799);
    expect(majorToMinor('5.000', 'USD')).toBe(500);
    expect(majorToMinor('500', 'JPY')).toBe(500);
    expect(majorToMinor('500.7', 'JPY')).toBe(500); // never rounds a discount up
  });

  it('applies each discount type per line, never beyond a line', () => {
    const lines = [
      line('a', 2500, 2, { catalogItemId: 'tee' }),
      line('b', 999, 1, { catalogItemId: 'book' }),
    ];
    const full = [5000, 999];
    expect(discountPerLine({ type: 'PERCENTAGE', value: '10' }, lines, full, 'USD')).toEqual([
      500, 100,
    ]);
    expect(discountPerLine({ type: 'FIXED_AMOUNT', value: '10' }, lines, full, 'USD')).toEqual([
      833, 167,
    ]);
    expect(discountPerLine({ type: 'FIXED_AMOUNT', value: '100' }, lines, full, 'USD')).toEqual(
      full,
    );
    const book = { type: 'FIXED_PRICE' as const, value: '7.99', catalogItemId: 'book' };
    expect(discountPerLine(book, lines, full, 'USD')).toEqual([0, 200]);
    const jpy = [line('y', 1000, 3)];
    expect(discountPerLine({ type: 'PERCENTAGE', value: '15' }, jpy, [3000], 'JPY')).toEqual([450]);
  });
});

describe('rule matching', () => {
  it('compares with every operator', () => {
    const cases: [Parameters<typeof compare>[0], boolean, boolean, boolean][] = [
      // operator, 5 vs 10, 10 vs 10, 15 vs 10
      ['EQ', false, true, false],
      ['GT', false, false, true],
      ['GTE', false, true, true],
      ['LT', true, false, false],
      ['LTE', true, true, false],
    ];
    for (const [op, below, equal, above] of cases) {
      expect([compare(op, 5, 10), compare(op, 10, 10), compare(op, 15, 10)], op).toEqual([
        below,
        equal,
        above,
      ]);
    }
  });

  it('tells LIVE, PENDING and EXPIRED apart by the active window', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(ruleStatus({ activeFrom: null, activeTo: null }, now)).toBe('LIVE');
    expect(ruleStatus({ activeFrom: at('2026-06-02T00:00:00Z'), activeTo: null }, now)).toBe(
      'PENDING',
    );
    expect(ruleStatus({ activeFrom: null, activeTo: at('2026-06-01T12:00:00Z') }, now)).toBe(
      'EXPIRED',
    );
    expect(ruleStatus({ activeFrom: now, activeTo: at('2026-07-01T00:00:00Z') }, now)).toBe('LIVE');
  });

  it('prices each shipping code by its highest-priority matching rule, per country', () => {
    const rule = (over: Partial<ShippingRuleRow>): ShippingRuleRow => ({
      id: over.code ?? 'x',
      siteId: 's',
      kind: 'SHIPPING',
      code: 'standard',
      title: 'Standard',
      carrierId: 'standard',
      country: null,
      conditionType: null,
      conditionOperator: null,
      conditionValue: null,
      costMinor: 599,
      estimatedDeliveryTime: null,
      deliverySlots: [],
      pickupAddress: null,
      pickupInstructions: null,
      priority: 0,
      createdAt: new Date(),
      ...over,
    });
    const rules = [
      rule({}),
      rule({
        costMinor: 0,
        priority: 10,
        conditionType: 'BY_TOTAL_PRICE',
        conditionOperator: 'GTE',
        conditionValue: '10000',
      }),
      rule({
        costMinor: 1999,
        priority: 20,
        conditionType: 'BY_TOTAL_WEIGHT',
        conditionOperator: 'GT',
        conditionValue: '10',
      }),
      rule({
        code: 'bulk',
        costMinor: 100,
        conditionType: 'BY_TOTAL_QUANTITY',
        conditionOperator: 'EQ',
        conditionValue: '3',
      }),
      rule({ code: 'uk', costMinor: 900, country: 'GB' }),
    ];
    const cost = (weight: number, price: number, quantity: number, country?: string) =>
      availableOptions(rules, { weight, price, quantity }, country).map((o) => [
        o.code,
        o.costMinor,
      ]);
    expect(cost(1, 5000, 1)).toEqual([['standard', 599]]);
    expect(cost(1, 10000, 1)).toEqual([['standard', 0]]);
    expect(cost(12, 10000, 1)).toEqual([['standard', 1999]]);
    expect(cost(1, 5000, 3)).toEqual([
      ['bulk', 100],
      ['standard', 599],
    ]);
    expect(cost(1, 5000, 1, 'GB')).toEqual([
      ['standard', 599],
      ['uk', 900],
    ]);
  });
});

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

  it('takes the most specific region and its rate type', () => {
    expect(decideTax(regions, { country: 'US', subdivision: 'US-NY' })).toMatchObject({
      rateType: 'MANUAL_RATE',
      rate: '8.875',
      region: 'US-NY',
    });
    expect(decideTax(regions, { country: 'us', subdivision: 'NY' })).toMatchObject({
      rate: '8.875',
    });
    expect(decideTax(regions, { country: 'US', subdivision: 'US-CA' })).toMatchObject({
      rateType: 'AUTO_RATE',
      rate: '7.25',
      region: 'US',
    });
    expect(decideTax(regions, { country: 'US', subdivision: 'US-OR' })).toMatchObject({
      rateType: 'AUTO_RATE',
      rate: '0',
      error: 'AUTO_RATE_UNKNOWN',
    });
    expect(decideTax(regions, { country: 'GB' })).toMatchObject({
      rateType: 'NO_TAX_COLLECTED',
      rate: '0',
    });
    expect(decideTax(regions, { country: 'DE' })).toMatchObject({
      rateType: 'FALLBACK_RATE',
      rate: '10',
      region: '*',
    });
    expect(decideTax(regions, undefined)).toMatchObject({ rateType: 'FALLBACK_RATE' });
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
    // ¥1,000 × 3 − 10 % = ¥2,700; tax 239.625 → ¥240
    const yen = computeTotals(input('JPY', 1000));
    const yenWire = estimateParts('JPY', input('JPY', 1000).lines, yen).priceSummary;
    expect([yenWire.tax.amount, yenWire.total.amount, yenWire.total.formattedAmount]).toEqual([
      '240',
      '2940',
      '¥2,940',
    ]);
    // $10.05 × 3 = 30.15 − 3.02 (3.015 rounds up) = 27.13; tax 2.4077… → 2.41
    const usd = computeTotals(input('USD', 1005));
    const usdWire = estimateParts('USD', input('USD', 1005).lines, usd).priceSummary;
    expect([usdWire.discount.amount, usdWire.tax.amount, usdWire.total.formattedAmount]).toEqual([
      '3.02',
      '2.41',
      '$29.54',
    ]);
  });
});
