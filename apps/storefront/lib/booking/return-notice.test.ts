import { describe, expect, it } from 'vitest';
import { bookingReturnOf } from './return-notice';

describe('bookingReturnOf', () => {
  const checkout = { callbackType: 'CHECKOUT', tz: 'UTC', service: 's1' };

  it('confirms the booking of a successful return', () => {
    expect(bookingReturnOf({ ...checkout, status: 'SUCCESS', bookingId: 'b1' })).toEqual({
      bookingId: 'b1',
    });
  });

  it('says a canceled checkout neutrally and chooses its service again', () => {
    expect(bookingReturnOf({ ...checkout, status: 'CANCELED' })).toEqual({
      serviceId: 's1',
      notice: {
        kind: 'canceled',
        title: 'Checkout canceled',
        text: 'You left the checkout before paying. Nothing was charged. Nothing was booked: choose a time to book.',
      },
    });
  });

  it('says a declined payment booked nothing, on either platform', () => {
    const local = { ...checkout, status: 'ERROR', error: 'PAYMENT_DECLINED' };
    expect(bookingReturnOf(local)).toMatchObject({
      serviceId: 's1',
      notice: { kind: 'declined', title: 'Payment declined' },
    });
    expect(bookingReturnOf({ paymentStatus: 'DECLINED', service: 's1' }).notice?.kind).toBe(
      'declined',
    );
  });

  it('explains another refusal with its description; a plain visit says nothing', () => {
    const gone = {
      ...checkout,
      status: 'ERROR',
      error: 'SLOT_UNAVAILABLE',
      errorDescription: 'Slot no longer available',
    };
    expect(bookingReturnOf(gone).notice).toEqual({
      kind: 'problem',
      title: 'Not booked',
      text: 'Slot no longer available. Nothing was charged. Choose a time to try again.',
    });
    expect(bookingReturnOf({})).toEqual({});
    expect(bookingReturnOf({ tz: 'UTC' })).toEqual({});
  });
});
