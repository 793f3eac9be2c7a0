import { describe, expect, it } from 'vitest';
import { splitCheckoutReturn, withParams } from './checkout-return';

const CALLBACK = 'http://localhost:3000/login-callback';

describe("a hosted checkout's return through the login callback", () => {
  it('reads the login from code and state, and keeps the checkout’s parameters for its page', () => {
    const url = `${CALLBACK}?code=c1&state=s1&callbackType=CHECKOUT&status=ERROR&paymentStatus=DECLINED&error=PAYMENT_DECLINED&planId=p1`;
    const { loginUrl, checkoutParams } = splitCheckoutReturn(url);
    expect(loginUrl).toBe(`${CALLBACK}?code=c1&state=s1`);
    expect(withParams('/subscriptions', checkoutParams)).toBe(
      '/subscriptions?callbackType=CHECKOUT&status=ERROR&paymentStatus=DECLINED&error=PAYMENT_DECLINED&planId=p1',
    );
  });

  it('leaves a hosted login’s own return as it came (its error is the login’s)', () => {
    const url = `${CALLBACK}?error=access_denied&state=s1&callbackType=AUTHORIZE&status=CANCELED`;
    const { loginUrl, checkoutParams } = splitCheckoutReturn(url);
    expect(loginUrl).toBe(url);
    expect(withParams('/members', checkoutParams)).toBe('/members');
  });
});
