import { describe, expect, it } from 'vitest';
import { checkoutReturnOf } from './checkout-return';
import { isChosenOptions, isQuantity, quantityProblem } from './input';
import { storeReturnUrl } from './return-url';

describe('isQuantity', () => {
  it('accepts whole numbers from 1 to 100,000 only', () => {
    expect([1, 3, 100_000].every(isQuantity)).toBe(true);
    expect([0, -1, 1.5, 100_001, Number.NaN, '2'].some(isQuantity)).toBe(false);
  });
});

describe('quantityProblem', () => {
  it('says nothing of a good quantity, names the limit past it, the rule otherwise', () => {
    expect(quantityProblem(100_000)).toBeUndefined();
    expect(quantityProblem(100_001)).toBe('A cart line holds at most 100,000.');
    expect(quantityProblem(0)).toBe('Quantity must be a whole number from 1 to 100,000.');
    expect(quantityProblem(1.5)).toBe('Quantity must be a whole number from 1 to 100,000.');
    expect(quantityProblem(Number.NaN)).toBe('Quantity must be a whole number from 1 to 100,000.');
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
  const declinedNotice = {
    kind: 'declined',
    title: 'Payment declined',
    text: 'Nothing was charged and no order was placed. Your cart is still here, ready for another try.',
  };

  it('reads the order id of a SUCCESS, or an ERROR as a notice in words, as the other pages do', () => {
    expect(checkoutReturnOf({ ...SUCCESS, orderId: ' o1 ' })).toEqual({ orderId: 'o1' });
    const declined = { ...ERROR, error: 'PAYMENT_DECLINED', paymentStatus: 'DECLINED' };
    expect(checkoutReturnOf({ ...declined, checkoutId: 'c1' })).toEqual({ notice: declinedNotice });
  });

  it("says why an order was refused in the hosted page's words, not as a payment problem", () => {
    const stock = {
      ...ERROR,
      error: 'ITEM_OUT_OF_STOCK',
      errorDescription: 'Ceramic Coffee Mug is out of stock',
    };
    expect(checkoutReturnOf(stock)).toEqual({
      notice: {
        kind: 'problem',
        title: 'No order placed',
        text: 'Ceramic Coffee Mug is out of stock. Nothing was charged. Your cart is unchanged: change it and check out again.',
      },
    });
    expect(checkoutReturnOf({ ...ERROR, error: 'ITEM_OUT_OF_STOCK' })).toEqual({
      notice: {
        kind: 'problem',
        title: 'No order placed',
        text: 'The order was not placed. Nothing was charged. Your cart is unchanged: change it and check out again.',
      },
    });
  });

  it('reads the way back from the hosted checkout as canceled, the cart kept', () => {
    const canceled = { callbackType: 'CHECKOUT', status: 'CANCELED' };
    expect(checkoutReturnOf(canceled)).toEqual({
      notice: {
        kind: 'canceled',
        title: 'Checkout canceled',
        text: 'You left the checkout before paying. Nothing was charged. Your cart is unchanged.',
      },
    });
  });

  it('reads a return without callbackType, as the real platform sends it', () => {
    expect(checkoutReturnOf({ orderId: 'o1' })).toEqual({ orderId: 'o1' });
    expect(checkoutReturnOf({ paymentStatus: 'DECLINED' })).toEqual({ notice: declinedNotice });
  });

  it('ignores a plain visit, another flow, and a malformed return', () => {
    expect(checkoutReturnOf({})).toEqual({});
    expect(checkoutReturnOf({ callbackType: 'LOGOUT', status: 'SUCCESS' })).toEqual({});
    expect(checkoutReturnOf({ callbackType: 'CHECKOUT', status: 'DONE', orderId: 'o1' })).toEqual(
      {},
    );
    expect(checkoutReturnOf({ utm_source: 'mail' })).toEqual({});
  });
});
