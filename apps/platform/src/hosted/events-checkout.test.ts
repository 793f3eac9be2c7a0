import type { EventForm } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, visitorToken, type TestApp } from '../../test/build-app';
import { eventsOrders, eventsReservations } from '../db/schema/event-tickets';
import { setPremium } from '../modules/checkout/test-helpers';
import { backLinkOf, callbackOf, linkOf, storedCallback } from './callback-test-kit';
import { placeViolations } from './events-place';
import { headingsOf, siteContainerOf } from './landmarks-test-kit';
import {
  BUYER,
  CALLBACKS,
  getPage,
  makeEvent,
  makeReservation,
  redirectFor,
  sessionFor,
  submitEvents,
} from './events-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const appCode = (res: { json(): { details: { applicationError: { code: string } } } }) =>
  res.json().details.applicationError.code;
/** The page with its whitespace collapsed: markup is matched, not its line breaks. */
const squash = (body: string) => body.replace(/\s+/g, ' ').replace(/> </g, '><');
const ordersOf = (reservationId: string) =>
  t.db.select().from(eventsOrders).where(eq(eventsOrders.reservationId, reservationId));

describe('the eventsCheckout redirect session', () => {
  it('needs a slug and a reservation id, a published event and a pending reservation of it', async () => {
    const token = await visitorToken(t.app);
    const missing = await redirectFor(t.app, token, {});
    expect(missing.statusCode).toBe(400);
    expect(
      missing.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
    ).toEqual(['eventsCheckout.eventSlug', 'eventsCheckout.reservationId']);
    const event = await makeEvent(t.db, { priceMinor: 0 });
    const other = await makeEvent(t.db, { priceMinor: 0 });
    const draft = await makeEvent(t.db, { priceMinor: 0, state: 'DRAFT' });
    const id = await makeReservation(t.db, token, event, 1);
    const unknownEvent = await redirectFor(t.app, token, { eventSlug: 'nope', reservationId: id });
    expect([unknownEvent.statusCode, appCode(unknownEvent)]).toEqual([404, 'EVENT_NOT_FOUND']);
    const ofDraft = await redirectFor(t.app, token, { eventSlug: draft.slug, reservationId: id });
    expect([ofDraft.statusCode, appCode(ofDraft)]).toEqual([404, 'EVENT_NOT_FOUND']);
    const wrongEvent = await redirectFor(t.app, token, {
      eventSlug: other.slug,
      reservationId: id,
    });
    expect([wrongEvent.statusCode, appCode(wrongEvent)]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    const unknown = await redirectFor(t.app, token, {
      eventSlug: event.slug,
      reservationId: crypto.randomUUID(),
    });
    expect([unknown.statusCode, appCode(unknown)]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    const old = await makeReservation(t.db, token, event, 1, -1000);
    const expired = await redirectFor(t.app, token, { eventSlug: event.slug, reservationId: old });
    expect([expired.statusCode, appCode(expired)]).toEqual([400, 'RESERVATION_EXPIRED']);
  });

  it('refuses paid tickets on a site that is not premium; free ones go through', async () => {
    await setPremium(t.db, false);
    const token = await visitorToken(t.app);
    const paid = await makeEvent(t.db, { priceMinor: 2500 });
    const paidId = await makeReservation(t.db, token, paid, 2);
    const refused = await redirectFor(t.app, token, {
      eventSlug: paid.slug,
      reservationId: paidId,
    });
    expect([refused.statusCode, appCode(refused)]).toEqual([403, 'PREMIUM_REQUIRED']);
    const free = await makeEvent(t.db, { priceMinor: 0 });
    const freeId = await makeReservation(t.db, token, free, 1);
    const res = await redirectFor(t.app, token, { eventSlug: free.slug, reservationId: freeId });
    expect(res.statusCode, res.body).toBe(200);
    const { redirectSession: session } = res.json();
    expect(session.fullUrl).toBe(`http://localhost:80/hosted/events-checkout/${session.id}`);
    const asEcom = await t.app.inject({
      method: 'GET',
      url: `/hosted/ecom-checkout/${session.id}`,
    });
    expect(asEcom.statusCode).toBe(404);
    await setPremium(t.db, true);
    const allowed = await redirectFor(t.app, token, {
      eventSlug: paid.slug,
      reservationId: paidId,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('the hosted events checkout page', () => {
  beforeAll(() => setPremium(t.db, true));

  it('shows the event, a countdown to the expiry, lines, totals, the form and the payment choice', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 2500 });
    const id = await makeReservation(t.db, token, event, 2);
    const sessionId = await sessionFor(t.app, token, event, id);
    const res = await getPage(t.app, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const body = squash(res.body);
    expect(body).toContain(`Test event ${event.slug}`);
    // Where apps' tests on the real platform look: the container, then the form's heading.
    const inside = siteContainerOf(res.body) ?? '';
    expect(headingsOf(inside)).toEqual([`h1 Test event ${event.slug}`, 'h2 Add your details']);
    expect(inside).toMatch(/<form [^>]*aria-labelledby="add-your-details"/);
    expect(body).toMatch(/<time id="countdown" role="timer" datetime="[^"]+Z">(19|20):\d\d</);
    expect(body).toContain('$50.00');
    for (const name of ['buyer.firstName', 'buyer.lastName', 'buyer.email'])
      expect(body).toContain(`name="${name}"`);
    expect(body).toMatch(/name="paymentOutcome" value="pay" checked/);
    expect(body).toContain('value="decline"');
    expect(backLinkOf(res.body)).toBe(
      'http://localhost:3000/tickets?callbackType=CHECKOUT&status=CANCELED',
    );
    expect((await getPage(t.app, 'nope')).statusCode).toBe(404);
  });

  it('renders every field type of the event form, per guest, and explains what is missing', async () => {
    const event = await makeEvent(t.db, { priceMinor: 0, form: FULL_FORM, separately: true });
    const token = await visitorToken(t.app);
    const id = await makeReservation(t.db, token, event, 2);
    const sessionId = await sessionFor(t.app, token, event, id);
    const page = squash((await getPage(t.app, sessionId)).body);
    for (const prefix of ['buyer', 'guest2']) {
      expect(page).toContain(`name="${prefix}.comment"`);
      expect(page).toMatch(new RegExp(`<textarea id="${prefix}-comment"`));
      expect(page).toMatch(new RegExp(`<select id="${prefix}-shirt" name="${prefix}.shirt"`));
      expect(page).toContain(`type="radio" name="${prefix}.meal" value="Vegan"`);
      expect(page).toContain(`type="checkbox" name="${prefix}.topics.1" value="Swing"`);
      expect(page).toMatch(
        new RegExp(`name="${prefix}.additionalGuests" type="number"[^>]*max="3"`),
      );
      expect(page).toContain(`name="${prefix}.address.3"`);
      expect(page).toMatch(new RegExp(`name="${prefix}.birthday" type="date"`));
    }
    const res = await submitEvents(t.app, sessionId, {
      ...BUYER,
      'buyer.email': 'not-an-email',
      'buyer.additionalGuests': 'many',
      'buyer.birthday': '2020-13-45',
      'buyer.shirt': 'XXL',
      'buyer.topics.0': 'Bebop',
      'buyer.topics.1': 'Swing',
    });
    expect(res.statusCode).toBe(400);
    const body = squash(res.body);
    expect(body).toContain('role="alert"');
    expect(body).toContain('Enter an email address like name@example.com.');
    expect(body).toContain('Enter a whole number from 0 to 3 for Guests you bring.');
    expect(body).toContain('Enter Birthday as a date (year-month-day).');
    expect(body).toContain('Choose one of the options for T-shirt size.');
    expect(body).toContain('Choose Meal.');
    expect(body).toContain('Choose at most 1 for Topics.');
    expect(body).toContain('Enter First name.');
    expect(body).toMatch(/id="buyer-email"[^>]*aria-invalid="true"/);
    expect(body).toContain('value="Ada"');
    expect(await ordersOf(id)).toEqual([]);
  });
});

describe('placing the order on the hosted events checkout', () => {
  beforeAll(() => setPremium(t.db, true));

  it('free: one FREE order, back to the callback with orderNumber and eventId; twice is once', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 0 });
    const id = await makeReservation(t.db, token, event, 2);
    const sessionId = await sessionFor(t.app, token, event, id);
    const first = await submitEvents(t.app, sessionId, BUYER);
    expect(first.statusCode, first.body).toBe(303);
    const location = new URL(first.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/tickets');
    expect(location.searchParams.get('done')).toBe('1');
    expect(location.searchParams.get('eventId')).toBe(event.id);
    expect(callbackOf(location)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'SUCCESS']);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ status: 'FREE', buyer: { email: 'ada@example.com' } });
    expect(location.searchParams.get('orderNumber')).toBe(order!.orderNumber);
    const again = await submitEvents(t.app, sessionId, BUYER);
    expect([again.statusCode, again.headers.location]).toEqual([303, first.headers.location]);
    const reopened = await getPage(t.app, sessionId);
    expect([reopened.statusCode, reopened.headers.location]).toEqual([303, first.headers.location]);
    expect(await ordersOf(id)).toHaveLength(1);
    const reused = await redirectFor(t.app, token, { eventSlug: event.slug, reservationId: id });
    expect([reused.statusCode, appCode(reused)]).toEqual([400, 'RESERVATION_ALREADY_USED']);
  });

  it('two submits at once make one order, and both land on it', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 2500 });
    const id = await makeReservation(t.db, token, event, 1);
    const sessionId = await sessionFor(t.app, token, event, id);
    const form = { ...BUYER, paymentOutcome: 'pay' };
    const both = await Promise.all([
      submitEvents(t.app, sessionId, form),
      submitEvents(t.app, sessionId, form),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(both[0].headers.location).toBe(both[1].headers.location);
    expect((await ordersOf(id)).map((o) => o.status)).toEqual(['PAID']);
  });

  it('paid and paid for: the order is PAID', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 2500 });
    const id = await makeReservation(t.db, token, event, 1);
    const sessionId = await sessionFor(t.app, token, event, id);
    const res = await submitEvents(t.app, sessionId, { ...BUYER, paymentOutcome: 'pay' });
    expect(res.statusCode, res.body).toBe(303);
    const [order] = await ordersOf(id);
    expect(order?.status).toBe('PAID');
    expect(new URL(res.headers.location as string).searchParams.get('orderNumber')).toBe(
      order!.orderNumber,
    );
  });

  it('declined: the order is DECLINED, a page says the tickets were released, with a way back', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 2500 });
    const id = await makeReservation(t.db, token, event, 5);
    const sessionId = await sessionFor(t.app, token, event, id);
    const res = await submitEvents(t.app, sessionId, { ...BUYER, paymentOutcome: 'decline' });
    expect(res.statusCode).toBe(402);
    expect(headingsOf(siteContainerOf(res.body) ?? '')).toEqual(['h1 Payment declined']);
    expect(res.body).toContain('the tickets were released');
    const back = linkOf(res.body, 'Back to the site');
    expect(back.startsWith(`${CALLBACKS.postFlowUrl}?`)).toBe(true);
    expect(callbackOf(back)).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      error: 'PAYMENT_DECLINED',
    });
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'ERROR']);
    const [order] = await ordersOf(id);
    expect(order?.status).toBe('DECLINED');
    // All 5 seats are free again: another visitor can reserve and buy them.
    const other = await visitorToken(t.app);
    const next = await makeReservation(t.db, other, event, 5);
    const nextSession = await sessionFor(t.app, other, event, next);
    expect((await submitEvents(t.app, nextSession, BUYER)).statusCode).toBe(303);
    expect((await ordersOf(next))[0]?.status).toBe('PAID');
  });

  it('an expired reservation shows its own page, on opening and on submitting, and sells nothing', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 0 });
    const id = await makeReservation(t.db, token, event, 1, 60_000);
    const sessionId = await sessionFor(t.app, token, event, id);
    expect((await getPage(t.app, sessionId)).statusCode).toBe(200);
    const later = new Date(Date.now() + 61_000);
    const spy = vi.spyOn(t.app.clock, 'now').mockReturnValue(later);
    try {
      const page = await getPage(t.app, sessionId);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('Your reservation expired');
      const back = linkOf(page.body, 'Back to the site');
      expect(back.startsWith(`${CALLBACKS.postFlowUrl}?`)).toBe(true);
      expect(callbackOf(back).error).toBe('RESERVATION_EXPIRED');
      const submitted = await submitEvents(t.app, sessionId, BUYER);
      expect(submitted.statusCode).toBe(410);
      expect(submitted.body).toContain('Your reservation expired');
    } finally {
      spy.mockRestore();
    }
    expect(await ordersOf(id)).toEqual([]);
  });
  it('a canceled reservation says so on its page and sells nothing', async () => {
    const token = await visitorToken(t.app);
    const event = await makeEvent(t.db, { priceMinor: 0 });
    const id = await makeReservation(t.db, token, event, 1);
    const sessionId = await sessionFor(t.app, token, event, id);
    await t.db
      .update(eventsReservations)
      .set({ status: 'RESERVATION_CANCELED' })
      .where(eq(eventsReservations.id, id));
    const res = await submitEvents(t.app, sessionId, BUYER);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Your reservation was canceled');
    expect(await ordersOf(id)).toEqual([]);
  });
});

describe('violations the tickets module reports', () => {
  it('land next to the page field of the same form, others in the alert', () => {
    const rule = 'VALIDATION' as const;
    const { errors, alerts } = placeViolations(
      [
        {
          field: 'guests.1.form.email',
          description: 'must be an email address',
          violatedRule: rule,
        },
        { field: 'buyer.email', description: 'is required', violatedRule: rule },
      ],
      ['buyer', 'guest2'],
    );
    expect(errors).toEqual({ 'guest2.email': 'This must be an email address.' });
    expect(alerts).toEqual(['buyer.email is required.']);
  });
});

const FULL_FORM: EventForm = {
  controls: [
    {
      type: 'NAME',
      system: true,
      inputs: [
        { name: 'firstName', label: 'First name', mandatory: true, type: 'TEXT', maxLength: 50 },
        { name: 'lastName', label: 'Last name', mandatory: true, type: 'TEXT', maxLength: 50 },
      ],
    },
    {
      type: 'INPUT',
      system: true,
      inputs: [{ name: 'email', label: 'Email', mandatory: true, type: 'TEXT' }],
    },
    {
      type: 'TEXTAREA',
      system: false,
      inputs: [{ name: 'comment', label: 'Comment', mandatory: false, type: 'TEXT' }],
    },
    {
      type: 'DROPDOWN',
      system: false,
      inputs: [
        {
          name: 'shirt',
          label: 'T-shirt size',
          mandatory: false,
          type: 'TEXT',
          options: ['S', 'M', 'L'],
        },
      ],
    },
    {
      type: 'RADIO',
      system: false,
      inputs: [
        { name: 'meal', label: 'Meal', mandatory: true, type: 'TEXT', options: ['Meat', 'Vegan'] },
      ],
    },
    {
      type: 'CHECKBOX',
      system: false,
      inputs: [
        {
          name: 'topics',
          label: 'Topics',
          mandatory: false,
          type: 'TEXT_ARRAY',
          options: ['Bebop', 'Swing'],
          maxSize: 1,
        },
      ],
    },
    {
      type: 'GUEST_CONTROL',
      system: false,
      inputs: [
        {
          name: 'additionalGuests',
          label: 'Guests you bring',
          mandatory: false,
          type: 'NUMBER',
          maxSize: 3,
        },
      ],
    },
    {
      type: 'ADDRESS_FULL',
      system: false,
      inputs: [{ name: 'address', label: 'Address', mandatory: false, type: 'ADDRESS' }],
    },
    {
      type: 'DATE',
      system: false,
      inputs: [{ name: 'birthday', label: 'Birthday', mandatory: false, type: 'DATE_TIME' }],
    },
  ],
};
