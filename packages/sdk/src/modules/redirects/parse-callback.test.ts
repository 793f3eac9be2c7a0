import { describe, expect, it } from 'vitest';
import { isCallback, parseCallback, RedirectCallbackError } from './parse-callback';
import { redirects } from './redirects';

const codeOf = (input: Parameters<typeof parseCallback>[0]) => {
  try {
    parseCallback(input);
  } catch (error) {
    if (error instanceof RedirectCallbackError) return error.code;
    throw error;
  }
  return 'parsed';
};

describe('parseCallback', () => {
  it('reads a successful checkout with the flow parameters, type and status left out', () => {
    const url = 'http://localhost:3000/store?callbackType=CHECKOUT&status=SUCCESS&orderId=o1';
    expect(parseCallback(url)).toEqual({
      type: 'CHECKOUT',
      status: 'SUCCESS',
      params: { orderId: 'o1' },
    });
  });

  it('reads an error with its code and description, and keeps the old parameters', () => {
    const url =
      '/subscriptions?callbackType=CHECKOUT&status=ERROR&paymentStatus=DECLINED&planId=p1' +
      '&error=PAYMENT_DECLINED&errorDescription=The+payment+was+declined';
    expect(parseCallback(url)).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      params: {
        paymentStatus: 'DECLINED',
        planId: 'p1',
        error: 'PAYMENT_DECLINED',
        errorDescription: 'The payment was declined',
      },
      error: { code: 'PAYMENT_DECLINED', description: 'The payment was declined' },
    });
  });

  it('reads an AUTHORIZE from the fragment, with the OAuth error_description', () => {
    const ok = 'http://localhost:3000/cb#code=c1&state=s1&callbackType=AUTHORIZE&status=SUCCESS';
    expect(parseCallback(ok)).toEqual({
      type: 'AUTHORIZE',
      status: 'SUCCESS',
      params: { code: 'c1', state: 's1' },
    });
    const denied =
      'http://localhost:3000/cb?error=access_denied&error_description=Denied&state=s1' +
      '&callbackType=AUTHORIZE&status=ERROR';
    expect(parseCallback(denied)).toMatchObject({
      status: 'ERROR',
      error: { code: 'access_denied', description: 'Denied' },
    });
  });

  it('reads a cancel: the visitor went back to the site from the hosted page', () => {
    expect(parseCallback('/booking?callbackType=CHECKOUT&status=CANCELED')).toEqual({
      type: 'CHECKOUT',
      status: 'CANCELED',
      params: {},
    });
  });

  it('takes URL objects, search parameters and Next.js searchParams records', () => {
    const logout = { type: 'LOGOUT', status: 'SUCCESS', params: {} };
    expect(parseCallback(new URL('http://x/members?callbackType=LOGOUT&status=SUCCESS'))).toEqual(
      logout,
    );
    expect(parseCallback(new URLSearchParams('callbackType=LOGOUT&status=SUCCESS'))).toEqual(
      logout,
    );
    expect(
      parseCallback({ callbackType: ['CHECKOUT', 'LOGOUT'], status: 'SUCCESS', bookingId: 'b1' }),
    ).toEqual({ type: 'CHECKOUT', status: 'SUCCESS', params: { bookingId: 'b1' } });
  });

  it('refuses what is not a callback with a clear code and message', () => {
    expect(codeOf('http://localhost:3000/store')).toBe('NOT_A_CALLBACK');
    expect(codeOf('/store?orderId=o1')).toBe('NOT_A_CALLBACK');
    expect(codeOf({})).toBe('NOT_A_CALLBACK');
    expect(codeOf('/x?callbackType=REFUND&status=SUCCESS')).toBe('UNKNOWN_CALLBACK_TYPE');
    expect(codeOf('/x?callbackType=CHECKOUT')).toBe('UNKNOWN_CALLBACK_STATUS');
    expect(codeOf('/x?callbackType=CHECKOUT&status=DONE')).toBe('UNKNOWN_CALLBACK_STATUS');
    expect(() => parseCallback('/store')).toThrow(
      'Not a redirect callback: the URL has no callbackType parameter',
    );
  });

  it('isCallback tells a return from a plain visit; the module exposes the same parser', () => {
    expect(isCallback('/store?callbackType=CHECKOUT&status=SUCCESS')).toBe(true);
    expect(isCallback('/store?orderId=o1')).toBe(false);
    expect(isCallback({ tz: 'UTC' })).toBe(false);
    const api = redirects.create({} as never, {});
    expect(api.parseCallback('/m?callbackType=LOGOUT&status=SUCCESS').type).toBe('LOGOUT');
  });
});
