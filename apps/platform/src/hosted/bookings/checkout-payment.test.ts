import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { bookingsBookings } from '../../db/schema/booking-records';
import { sites } from '../../db/schema/core';
import { createServiceFixture } from '../../modules/availability/fixtures';
import { backLinkOf, callbackOf, storedCallback } from '../callback-test-kit';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await visitorToken(t.app);
});

const POST_FLOW = 'http://localhost:3000/booking';
const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({
  day,
  start: '09:00',
  end: '12:00',
}));
const setPremium = (premium: boolean) =>
  t.db.update(sites).set({ premium }).where(eq(sites.id, DEMO_SITE_ID));

function createSession(serviceId: string, startDate: string) {
  return t.app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization: token },
    payload: {
      bookingsCheckout: {
        slotAvailability: { slot: { serviceId, startDate, endDate: startDate } },
        timezone: 'UTC',
      },
      callbacks: { postFlowUrl: POST_FLOW, thankYouPageUrl: `${POST_FLOW}?done=1` },
    },
  });
}
async function paidSession(startDate: string) {
  const service = await createServiceFixture(t.db, {
    weekly: weekdays,
    priceMinor: 2500,
    capacity: 4,
  });
  const res = await createSession(service.id, startDate);
  expect(res.statusCode, res.body).toBe(200);
  return { service, id: res.json().redirectSession.id as string };
}
function submit(id: string, values: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/hosted/bookings-checkout/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      participants: '1',
      ...values,
    }).toString(),
  });
}
const bookingsOf = (serviceId: string) =>
  t.db.select().from(bookingsBookings).where(eq(bookingsBookings.serviceId, serviceId));

describe('the hosted bookings checkout of a paid service', () => {
  beforeAll(() => setPremium(true));

  it('shows the price per participant, the total, the pay / decline choice and the way back', async () => {
    const { id } = await paidSession('2027-03-15T09:00:00Z');
    const page = await t.app.inject({ method: 'GET', url: `/hosted/bookings-checkout/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$25.00 per participant');
    expect(page.body).toMatch(/data-testid="total">\s*\$25.00 for 1 participant\s*</);
    expect(page.body).toMatch(/name="paymentOutcome"\s+value="pay"\s+checked/);
    expect(page.body).toContain('value="decline"');
    expect(page.body).toContain('Book and pay · $25.00');
    expect(backLinkOf(page.body)).toBe(`${POST_FLOW}?callbackType=CHECKOUT&status=CANCELED`);
  });

  it('updates the total for the participants typed, booking nothing', async () => {
    const { service, id } = await paidSession('2027-03-15T10:00:00Z');
    const three = await submit(id, { participants: '3', action: 'update' });
    expect(three.statusCode).toBe(200);
    expect(three.body).toMatch(/data-testid="total">\s*\$75.00 for 3 participants\s*</);
    expect(three.body).toContain('Book and pay · $75.00');
    const wrong = await submit(id, { participants: '9', action: 'update' });
    expect(wrong.body).toContain('Enter a whole number from 1 to 4.');
    expect(await bookingsOf(service.id)).toEqual([]);
  });

  it('keeps the button naming the charge: its count is posted, and another count books nothing', async () => {
    const { service, id } = await paidSession('2027-03-16T11:00:00Z');
    const page = await t.app.inject({ method: 'GET', url: `/hosted/bookings-checkout/${id}` });
    expect(page.body).toMatch(/name="quotedParticipants"\s+value="1"/);
    expect(page.body).toMatch(/data-unit-minor="2500"\s+data-currency="USD"/);
    // 3 typed, but the button still named $25.00 (no script ran): nothing is charged.
    const stale = await submit(id, { participants: '3', quotedParticipants: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(
      'Nothing was booked or charged yet: the total for 3 participants is $75.00.',
    );
    expect(stale.body).toContain('Book and pay · $75.00');
    expect(stale.body).toMatch(/name="quotedParticipants"\s+value="3"/);
    expect(await bookingsOf(service.id)).toEqual([]);
    const booked = await submit(id, { participants: '3', quotedParticipants: '3' });
    expect(booked.statusCode).toBe(303);
    expect((await bookingsOf(service.id))[0]).toMatchObject({
      participants: 3,
      paymentStatus: 'PAID',
    });
  });

  it('pays: a CONFIRMED, PAID booking and back to the site with SUCCESS and its id', async () => {
    const { service, id } = await paidSession('2027-03-15T11:00:00Z');
    const res = await submit(id, { participants: '2', paymentOutcome: 'pay' });
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(callbackOf(back)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    const [row] = await bookingsOf(service.id);
    expect(back.searchParams.get('bookingId')).toBe(row!.id);
    expect(row).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', participants: 2 });
    const read = await t.app.inject({
      method: 'GET',
      url: `/bookings/v2/bookings/${row!.id}`,
      headers: { authorization: token },
    });
    expect(read.json().booking).toMatchObject({
      paymentStatus: 'PAID',
      selectedPaymentOption: 'ONLINE',
    });
  });

  it('declines: no booking, back to postFlowUrl with ERROR PAYMENT_DECLINED; paying later books', async () => {
    const { service, id } = await paidSession('2027-03-16T09:00:00Z');
    const res = await submit(id, { paymentOutcome: 'decline' });
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(`${back.origin}${back.pathname}${back.searchParams.get('done') ?? ''}`).toBe(POST_FLOW);
    expect(callbackOf(back)).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      error: 'PAYMENT_DECLINED',
    });
    expect(back.searchParams.get('paymentStatus')).toBe('DECLINED');
    expect(await bookingsOf(service.id)).toEqual([]);
    expect(await storedCallback(t.db, 'checkout', id)).toEqual(['CHECKOUT', 'ERROR']);
    const retry = await submit(id, { paymentOutcome: 'pay' });
    expect(callbackOf(retry.headers.location)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    expect(await bookingsOf(service.id)).toHaveLength(1);
  });

  it('checks the form before the payment: a decline with a bad email books nothing and explains', async () => {
    const { service, id } = await paidSession('2027-03-16T10:00:00Z');
    const res = await submit(id, { email: 'nope', paymentOutcome: 'decline' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter an email address like name@example.com.');
    expect(await bookingsOf(service.id)).toEqual([]);
  });

  it('is refused with the premium message on a site that is not premium', async () => {
    await setPremium(false);
    try {
      const service = await createServiceFixture(t.db, { weekly: weekdays, priceMinor: 2500 });
      const res = await createSession(service.id, '2027-03-17T09:00:00Z');
      expect(res.statusCode).toBe(403);
      expect(res.json().details.applicationError).toMatchObject({
        code: 'PREMIUM_REQUIRED',
        description: 'Checkout of a paid service needs a premium site',
      });
    } finally {
      await setPremium(true);
    }
  });
});

describe('the hosted bookings checkout of a free service', () => {
  it('has no payment step and books at once', async () => {
    const service = await createServiceFixture(t.db, { weekly: weekdays });
    const id = (await createSession(service.id, '2027-03-18T09:00:00Z')).json().redirectSession.id;
    const page = await t.app.inject({ method: 'GET', url: `/hosted/bookings-checkout/${id}` });
    expect(page.body).not.toContain('paymentOutcome');
    expect(page.body).not.toContain('data-testid="total"');
    expect(backLinkOf(page.body)).toBe(`${POST_FLOW}?callbackType=CHECKOUT&status=CANCELED`);
    const res = await submit(id, { paymentOutcome: 'decline' });
    expect(callbackOf(res.headers.location)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    expect((await bookingsOf(service.id))[0]).toMatchObject({ paymentStatus: 'EXEMPT' });
  });
});
