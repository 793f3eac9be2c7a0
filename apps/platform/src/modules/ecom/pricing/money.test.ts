import { describe, expect, it } from 'vitest';
import { discountPerLine, majorToMinor } from './discounts';
import { allocate, percentOf } from './percent';
import { line } from './test-kit';

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
