import { describe, expect, it } from 'vitest';
import { totalsOf } from './checkout/invoice';
import { orderNumberOf, ticketNumberOf } from './orders/order-number';
import { feeOf, saleStatusOf } from './rules';

describe('ticket rules', () => {
  it('numbers orders as distinct XXXX-XXXX codes that do not follow each other', () => {
    const numbers = Array.from({ length: 5000 }, (_, i) => orderNumberOf(BigInt(i + 1)));
    expect(new Set(numbers).size).toBe(5000);
    expect(numbers.every((n) => /^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(n))).toBe(true);
    expect(numbers[1]).not.toBe(numbers[0]!.slice(0, -1) + '2');
    expect(ticketNumberOf('AB12-CD34', 0)).toBe('AB12-CD34-1');
  });

  it('charges 2.5 % fees, rounded half up, only on paid tickets with a fee', () => {
    expect(feeOf('FEE_ADDED_AT_CHECKOUT', 1000)).toBe(25);
    expect(feeOf('FEE_INCLUDED', 2020)).toBe(51);
    expect(feeOf('NO_FEE', 1000)).toBe(0);
    expect(feeOf('FEE_ADDED_AT_CHECKOUT', 0)).toBe(0);
    const line = { definitionId: 'd', name: 'GA', quantity: 2, priceMinor: 1000 };
    const added = totalsOf([{ ...line, feeMinor: 25, feeType: 'FEE_ADDED_AT_CHECKOUT' }], 300);
    expect(added).toMatchObject({
      subtotal: 2000,
      discount: 300,
      total: 1700,
      grandTotal: 1750,
      revenue: 1700,
    });
    const included = totalsOf([{ ...line, feeMinor: 0, feeType: 'FEE_INCLUDED' }]);
    expect(included).toMatchObject({ grandTotal: 2000, revenue: 1950 });
  });

  it('reads the sale status from the clock at the window edges', () => {
    const at = new Date('2026-05-01T12:00:00Z');
    const window = { saleStart: at, saleEnd: new Date(at.getTime() + 1000) };
    expect(saleStatusOf(window, new Date(at.getTime() - 1))).toBe('SALE_SCHEDULED');
    expect(saleStatusOf(window, at)).toBe('SALE_STARTED');
    expect(saleStatusOf(window, window.saleEnd)).toBe('SALE_ENDED');
    expect(saleStatusOf({ saleStart: null, saleEnd: null }, at)).toBe('SALE_STARTED');
  });
});
