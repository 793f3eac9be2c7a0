import { describe, expect, it } from 'vitest';
import { checkoutReturnOf } from './checkout-return';
import { isChosenOptions, isQuantity } from './input';
import { storeReturnUrl } from './return-url';

describe('isQuantity', () => {
  it('accepts whole numbers from 1 to 100,000 only', () => {
    expect([1, 3, 100_000].every(isQuantity)).toBe(true);
    expect([0, -1, 1.5, 100_001, Number.NaN, '2'].some(isQuantity)).toBe(false);
  });
});

describe('isChosenOptions', () => {
  it('wants an object of non-empty strings', () => {
    expect(isChosenOptions({ Size: 'M', Color: 'Black' })).toBe(true);
    expect(isChosenOptions({})).toBe(true);
    expect(isChosenOptions({ Size: '' })).toBe(false);
    expect(isChosenOptions({ Size: 3 })).toBe(false);
    expect(isChosenOptions(['M'])).toBe(false);
    expect(isChosenOptions(null)).toBe(false);
  });
});

describe('storeReturnUrl', () => {
  it('is this storefront’s absolute /store URL, behind a proxy too', () => {
    expect(storeReturnUrl(new Headers({ host: 'localhost:3680' }))).toBe(
      'http://localhost:3680/store',
    );
    const proxied = new Headers({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(storeReturnUrl(proxied)).toBe('https://shop.example.com/store');
    expect(() => storeReturnUrl(new Headers())).toThrow(/Host header/);
  });
});

const SUCCESS = { callbackType: 'CHECKOUT', status: 'SUCCESS' };
const ERROR = { callbackType: 'CHECKOUT', status: 'ERROR' };

describe('checkoutReturnOf', () => {
  it('reads the order id of a SUCCESS, or an ERROR as a return without an order', () => {
    expect(checkoutReturnOf({ ...SUCCESS, orderId: ' o1 ' })).toEqual({
      orderId: 'o1',
      declined: false,
    });
    const declined = { ...ERROR, error: 'PAYMENT_DECLINED', paymentStatus: 'DECLINED' };
    expect(checkoutReturnOf({ ...declined, checkoutId: 'c1' })).toEqual({
      paymentStatus: 'DECLINED',
      declined: true,
    });
    expect(checkoutReturnOf({ ...ERROR, error: 'ITEM_OUT_OF_STOCK' })).toEqual({ declined: true });
  });

  it('reads the way back from the hosted checkout as canceled, the cart kept', () => {
    const canceled = { callbackType: 'CHECKOUT', status: 'CANCELED' };
    expect(checkoutReturnOf(canceled)).toEqual({ declined: false, canceled: true });
  });

  it('reads a return without callbackType, as the real platform sends it', () => {
    expect(checkoutReturnOf({ orderId: 'o1' })).toEqual({ orderId: 'o1', declined: false });
    expect(checkoutReturnOf({ paymentStatus: 'DECLINED' })).toEqual({
      paymentStatus: 'DECLINED',
      declined: true,
    });
  });

  it('ignores a plain visit, another flow, and a malformed return', () => {
    expect(checkoutReturnOf({})).toEqual({ declined: false });
    expect(checkoutReturnOf({ callbackType: 'LOGOUT', status: 'SUCCESS' })).toEqual({
      declined: false,
    });
    expect(checkoutReturnOf({ callbackType: 'CHECKOUT', status: 'DONE', orderId: 'o1' })).toEqual({
      declined: false,
    });
    expect(checkoutReturnOf({ utm_source: 'mail' })).toEqual({ declined: false });
  });
});
