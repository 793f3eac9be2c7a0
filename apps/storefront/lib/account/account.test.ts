import { describe, expect, it } from 'vitest';
import { parsePlacedOrders, placedOrderOf, withPlacedOrder } from './placed-orders';
import { bookingStatus, planStatus, storeOrderStatus, ticketOrderStatus } from './views';

const ORDER = '3f1c2a9e-0b7d-4c11-9f0e-2b8a5d6c7e10';

describe('the orders placed in this browser', () => {
  it('keeps the newest first, once each, at most twenty', () => {
    let raw: string | undefined;
    for (let i = 0; i < 25; i++) raw = withPlacedOrder(raw, `order-${i}`);
    raw = withPlacedOrder(raw, 'order-20');
    const ids = parsePlacedOrders(raw);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('order-20');
    expect(ids.filter((id) => id === 'order-20')).toHaveLength(1);
    expect(ids).not.toContain('order-4');
  });

  it('drops what is not an order id', () => {
    expect(parsePlacedOrders('a.b<script>.c')).toEqual(['a', 'c']);
    expect(parsePlacedOrders(undefined)).toEqual([]);
  });

  it("reads the order from the hosted checkout's return to /store only, and only on success", () => {
    const back = (path: string, status: string) =>
      new URL(`http://shop.test${path}?callbackType=CHECKOUT&status=${status}&orderId=${ORDER}`);
    expect(placedOrderOf(back('/store', 'SUCCESS'))).toBe(ORDER);
    expect(placedOrderOf(back('/tickets', 'SUCCESS'))).toBeUndefined();
    expect(placedOrderOf(back('/store', 'ERROR'))).toBeUndefined();
    expect(placedOrderOf(new URL('http://shop.test/store'))).toBeUndefined();
  });
});

describe('statuses in words', () => {
  it('says where a store order stands: payment, then shipping', () => {
    const order = { status: 'APPROVED', fulfillmentStatus: 'NOT_FULFILLED' } as const;
    expect(storeOrderStatus({ ...order, paymentStatus: 'PAID' })).toBe('Paid, not shipped yet');
    expect(storeOrderStatus({ ...order, paymentStatus: 'NOT_PAID' })).toBe(
      'Placed, not paid yet, not shipped yet',
    );
    expect(
      storeOrderStatus({
        status: 'CANCELED',
        paymentStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
      }),
    ).toBe('Canceled');
  });

  it('says whether a booking is confirmed, and paid', () => {
    expect(bookingStatus({ status: 'CONFIRMED', paymentStatus: 'PAID' })).toBe('Confirmed, paid');
    expect(bookingStatus({ status: 'PENDING', paymentStatus: 'NOT_PAID' })).toBe(
      'Waiting for the business to approve it',
    );
  });

  it('says until when a plan runs, and when it starts', () => {
    const start = new Date('2026-12-01T12:00:00Z');
    expect(planStatus({ status: 'ACTIVE', startDate: start, endDate: undefined })).toBe(
      'Active, until canceled',
    );
    expect(planStatus({ status: 'PENDING', startDate: start, endDate: undefined })).toBe(
      'Starts Tue, Dec 1, 2026',
    );
  });

  it('says how a ticket order is paid', () => {
    expect(ticketOrderStatus({ status: 'OFFLINE_PENDING' })).toBe('To pay at the event');
    expect(ticketOrderStatus({ status: 'FREE' })).toBe('Confirmed (free)');
  });
});
