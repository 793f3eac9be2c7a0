import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  formatMoney,
  toDecimal,
  toFixedDecimal,
  toMajorNumber,
  toMinor,
} from './money';

describe('money', () => {
  it('writes minor units as exact decimals', () => {
    expect(toFixedDecimal(1050, 'USD')).toBe('10.50');
    expect(toFixedDecimal(5, 'USD')).toBe('0.05');
    expect(toFixedDecimal(-5, 'USD')).toBe('-0.05');
    expect(toDecimal(2500, 'USD')).toBe('25');
    expect(toDecimal(1050, 'USD')).toBe('10.5');
    expect(toDecimal(999, 'USD')).toBe('9.99');
    expect(toDecimal(1200, 'JPY')).toBe('1200');
    expect(toDecimal(1234, 'KWD')).toBe('1.234');
    expect(toMajorNumber(1620, 'USD')).toBe(16.2);
  });

  it('formats for people in one place', () => {
    expect(formatMoney(1050, 'USD')).toBe('$10.50');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1050, 'EUR', 'de-DE')).toBe('10,50\u00a0€');
  });

  it('formats an amount seen before the same way, never as another currency or locale', () => {
    expect(formatMoney(1050, 'USD')).toBe('$10.50');
    expect(formatMoney(1050, 'EUR')).toBe('€10.50');
    expect(formatMoney(1050, 'EUR', 'de-DE')).toBe('10,50\u00a0€');
    expect(formatMoney(1050, 'JPY')).toBe('¥1,050');
    expect(formatMoney(1050, 'USD')).toBe('$10.50');
  });

  it('parses decimals without floating-point error', () => {
    expect(toMinor('10.5', 'USD')).toBe(1050);
    expect(toMinor('0.30', 'USD')).toBe(30);
    expect(toMinor(1.1, 'USD')).toBe(110);
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor('1.005', 'USD')).toBeUndefined();
    expect(toMinor('1.50', 'JPY')).toBeUndefined();
    expect(toMinor('abc', 'USD')).toBeUndefined();
  });

  it('applies discounts in integers and never below zero', () => {
    expect(applyDiscount(1800, { type: 'PERCENT', value: 10 })).toBe(1620);
    expect(applyDiscount(999, { type: 'PERCENT', value: 15 })).toBe(849);
    expect(applyDiscount(1500, { type: 'AMOUNT', value: 300 })).toBe(1200);
    expect(applyDiscount(200, { type: 'AMOUNT', value: 300 })).toBe(0);
    expect(applyDiscount(200, { type: 'NONE', value: 0 })).toBe(200);
    expect(() => toDecimal(1.5, 'USD')).toThrow(RangeError);
  });
});
