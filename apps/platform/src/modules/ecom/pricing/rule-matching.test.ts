import { describe, expect, it } from 'vitest';
import { availableOptions, compare, type ShippingRuleRow } from './shipping';
import { ruleStatus } from './status';

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
