import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { eventsReservations } from '../../db/schema/event-tickets';
import { setPremium } from '../../modules/checkout/test-helpers';
import { callbackOf, storedCallback } from '../callback-test-kit';
import { headingsOf, siteContainerOf } from '../landmarks-test-kit';
import {
  BUYER,
  CALLBACKS,
  getPage,
  makeEvent,
  makeReservation,
  openCheckout,
  redirectFor,
  sessionFor,
  submitEvents,
} from './events-test-helpers';
import { ordersOf } from './events-checkout-test-kit';

const t = useTestApp();

describe('placing the order on the hosted events checkout', () => {
  beforeAll(() => setPremium(t.db, true));

  it('free: one FREE order, back to the callback with orderNumber and eventId; twice is once', async () => {
    const { token, event, id, sessionId } = await openCheckout(t, { priceMinor: 0 }, 2);
    const first = await submitEvents(t.app, sessionId, BUYER);
    expect(first.statusCode, first.body).toBe(303);
    const location = new URL(first.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/tickets');
    expect(location.searchParams.get('done')).toBe('1');
    expect(location.searchParams.get('eventId')).toBe(event.id);
    expect(callbackOf(location)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'SUCCESS']);
    const [order] = await ordersOf(t.db, id);
    expect(order).toMatchObject({ status: 'FREE', buyer: { email: 'ada@example.com' } });
    expect(location.searchParams.get('orderNumber')).toBe(order!.orderNumber);
    const again = await submitEvents(t.app, sessionId, BUYER);
    expect([again.statusCode, again.headers.location]).toEqual([303, first.headers.location]);
    const reopened = await getPage(t.app, sessionId);
    expect([reopened.statusCode, reopened.headers.location]).toEqual([303, first.headers.location]);
    expect(await ordersOf(t.db, id)).toHaveLength(1);
    const reused = await redirectFor(t.app, token, { eventSlug: event.slug, reservationId: id });
    expectAppError(reused, 400, 'RESERVATION_ALREADY_USED');
  });

  it('two submits at once make one order, and both land on it', async () => {
    const { id, sessionId } = await openCheckout(t, { priceMinor: 2500 }, 1);
    const form = { ...BUYER, paymentOutcome: 'pay' };
    const both = await Promise.all([
      submitEvents(t.app, sessionId, form),
      submitEvents(t.app, sessionId, form),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(both[0].headers.location).toBe(both[1].headers.location);
    expect((await ordersOf(t.db, id)).map((o) => o.status)).toEqual(['PAID']);
  });

  it('paid and paid for: the order is PAID', async () => {
    const { id, sessionId } = await openCheckout(t, { priceMinor: 2500 }, 1);
    const res = await submitEvents(t.app, sessionId, { ...BUYER, paymentOutcome: 'pay' });
    expect(res.statusCode, res.body).toBe(303);
    const [order] = await ordersOf(t.db, id);
    expect(order?.status).toBe('PAID');
    expect(new URL(res.headers.location as string).searchParams.get('orderNumber')).toBe(
      order!.orderNumber,
    );
  });

  it('declined: the order is DECLINED and the buyer is back on the site at once, told how the payment ended', async () => {
    const { event, id, sessionId } = await openCheckout(t, { priceMinor: 2500 }, 5);
    const res = await submitEvents(t.app, sessionId, { ...BUYER, paymentOutcome: 'decline' });
    expect(res.statusCode).toBe(303);
    const back = res.headers.location as string;
    expect(back.startsWith(`${CALLBACKS.postFlowUrl}?`)).toBe(true);
    expect(callbackOf(back)).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      error: 'PAYMENT_DECLINED',
    });
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'ERROR']);
    const [order] = await ordersOf(t.db, id);
    expect(order?.status).toBe('DECLINED');
    // As the store's, the bookings' and the plans' declined returns: paymentStatus, then the ids.
    const params = new URL(back).searchParams;
    expect([params.get('paymentStatus'), params.get('orderNumber'), params.get('eventId')]).toEqual(
      ['DECLINED', order!.orderNumber, event.id],
    );
    expect(params.get('errorDescription')).toBe('The payment was declined');
    // All 5 seats are free again: another visitor can reserve and buy them.
    const other = await visitorToken(t.app);
    const next = await makeReservation(t.db, other, event, 5);
    const nextSession = await sessionFor(t.app, other, event, next);
    expect((await submitEvents(t.app, nextSession, BUYER)).statusCode).toBe(303);
    expect((await ordersOf(t.db, next))[0]?.status).toBe('PAID');
  });

  it('a declined payment of a session without a site URL ends on a page saying the tickets were released', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 2500 });
    const id = await makeReservation(t.db, token, event, 1);
    const session = await redirectFor(
      t.app,
      token,
      { eventSlug: event.slug, reservationId: id },
      {},
    );
    const sessionId = session.json().redirectSession.id as string;
    const res = await submitEvents(t.app, sessionId, { ...BUYER, paymentOutcome: 'decline' });
    expect(res.statusCode).toBe(402);
    expect(headingsOf(siteContainerOf(res.body) ?? '')).toEqual(['h1 Payment declined']);
    expect(res.body).toContain('the tickets were released');
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'ERROR']);
  });

  it('an expired reservation returns to the site at once, on opening and on submitting, and sells nothing', async () => {
    const { id, sessionId } = await openCheckout(t, { priceMinor: 0 }, 1, 60_000);
    expect((await getPage(t.app, sessionId)).statusCode).toBe(200);
    const later = new Date(Date.now() + 61_000);
    const spy = vi.spyOn(t.app.clock, 'now').mockReturnValue(later);
    try {
      for (const res of [
        await getPage(t.app, sessionId),
        await submitEvents(t.app, sessionId, BUYER),
      ]) {
        expect(res.statusCode).toBe(303);
        const back = res.headers.location as string;
        expect(back.startsWith(`${CALLBACKS.postFlowUrl}?`)).toBe(true);
        expect(callbackOf(back)).toMatchObject({ status: 'ERROR', error: 'RESERVATION_EXPIRED' });
      }
    } finally {
      spy.mockRestore();
    }
    expect(await ordersOf(t.db, id)).toEqual([]);
  });
  it('a canceled reservation returns to the site at once, saying so, and sells nothing', async () => {
    const { id, sessionId } = await openCheckout(t, { priceMinor: 0 }, 1);
    await t.db
      .update(eventsReservations)
      .set({ status: 'RESERVATION_CANCELED' })
      .where(eq(eventsReservations.id, id));
    const res = await submitEvents(t.app, sessionId, BUYER);
    expect(res.statusCode).toBe(303);
    expect(callbackOf(res.headers.location as string)).toMatchObject({
      status: 'ERROR',
      error: 'RESERVATION_CANCELED',
    });
    expect(await ordersOf(t.db, id)).toEqual([]);
  });
});
