import { DEMO_SITE_ID, REDIRECT_INTENTS } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, violationsOf } from '../../../test/harness';
import { bookingsBookings } from '../../db/schema/booking-records';
import { bookingsCategories, bookingsServices } from '../../db/schema/bookings';
import { sites } from '../../db/schema/core';
import { createServiceFixture } from '../../modules/availability/fixtures';
import { useBookingsCheckout } from './checkout-test-kit';

const k = useBookingsCheckout();
const { t, NY, CALLBACKS, weekdays, postSession, createSession } = k;

describe('POST /redirect-session/v1/redirect-session (bookingsCheckout)', () => {
  it('returns the hosted checkout on the platform, built from the request host, on every alias', async () => {
    const s = await createServiceFixture(t.db, {
      weekly: weekdays('09:00', '12:00'),
      timeZone: NY,
    });
    for (const url of [
      '/redirect-session/v1/redirect-session',
      '/_api/redirects-api/v1/redirect-session',
      '/headless/v1/redirect-session',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: k.token, host: 'platform.test:4000' },
        payload: {
          bookingsCheckout: {
            slotAvailability: {
              slot: {
                serviceId: s.id,
                startDate: '2027-03-15T13:00:00.000Z',
                endDate: '2027-03-15T14:00:00.000Z',
              },
            },
            timezone: NY,
          },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { redirectSession } = res.json();
      expect(redirectSession.fullUrl).toBe(
        `http://platform.test:4000/hosted/bookings-checkout/${redirectSession.id}`,
      );
      expect(redirectSession).toMatchObject({
        urlDetails: { endpoint: redirectSession.fullUrl, searchParams: {} },
        shortUrl: redirectSession.fullUrl,
      });
      expect(redirectSession.sessionToken).toMatch(/^[\w-]{20,}$/);
    }
  });

  it('needs exactly one intent and refuses the ones not served yet', async () => {
    const none = await postSession({ callbacks: CALLBACKS });
    expect(none.statusCode).toBe(400);
    expect(violationsOf(none)).toEqual(['intent:REQUIRED_ONE_OF_FIELD']);
    // Said so a developer knows what to send: every intent (membersAccount too) and an example.
    const missing = none.json().message as string;
    expect(missing).toContain(`add exactly one of these fields to the request, each an object: `);
    expect(missing).toContain(REDIRECT_INTENTS.join(', '));
    expect(missing).toContain('membersAccount');
    expect(missing).toContain('"ecomCheckout": {"checkoutId": "<id>"}');
    const two = await postSession({ login: {}, ecomCheckout: { checkoutId: 'x' } });
    expect(violationsOf(two)).toEqual(['ecomCheckout,login:ONE_OF_ALIGNMENT']);
    expect(two.json().message).toBe(
      'INVALID_ARGUMENT: "ecomCheckout,login" are 2 intents, and a redirect session takes ' +
        'exactly one: keep one and make a separate session for each other flow',
    );
    const other = await postSession({ storesProduct: { productSlug: 'x' } });
    expect(other.statusCode).toBe(400);
    expect(other.json().details.applicationError).toMatchObject({
      code: 'INTENT_NOT_IMPLEMENTED',
      data: { intent: 'storesProduct' },
    });
  });

  it('refuses a paid service on a site that is not premium, and accepts it once premium', async () => {
    const s = await createServiceFixture(t.db, {
      weekly: weekdays('09:00', '12:00'),
      priceMinor: 2500,
    });
    const res = await createSession(s.id, '2027-03-15T09:00:00Z');
    expectAppError(res, 403, 'PREMIUM_REQUIRED');
    await t.db.update(sites).set({ premium: true }).where(eq(sites.id, DEMO_SITE_ID));
    expect((await createSession(s.id, '2027-03-15T09:00:00Z')).statusCode).toBe(200);
    await t.db.update(sites).set({ premium: false }).where(eq(sites.id, DEMO_SITE_ID));
  });

  it('refuses unknown services, slots not in the schedule, bad zones and callbacks, and no token', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00') });
    const unknown = await createSession(
      '00000000-0000-4000-8000-000000000000',
      '2027-03-15T09:00:00Z',
    );
    expect(unknown.json().details.applicationError.code).toBe('SERVICE_NOT_FOUND');
    const offGrid = await createSession(s.id, '2027-03-15T09:30:00Z');
    expectAppError(offGrid, 400, 'SLOT_NOT_FOUND');
    const badDate = await createSession(s.id, 'soon');
    expect(badDate.json().details.validationError.fieldViolations[0].field).toBe(
      'bookingsCheckout.slotAvailability.slot.startDate',
    );
    const badZone = await postSession({
      bookingsCheckout: {
        slotAvailability: {
          slot: { serviceId: s.id, startDate: '2027-03-15T09:00:00Z', endDate: 'x' },
        },
        timezone: 'Nowhere/Land',
      },
    });
    expect(badZone.json().details.validationError.fieldViolations[0].field).toBe(
      'bookingsCheckout.timezone',
    );
    const badCallback = await createSession(s.id, '2027-03-15T09:00:00Z', {
      callbacks: { postFlowUrl: 'javascript:alert(1)' },
    });
    expect(badCallback.json().details.validationError.fieldViolations[0].field).toBe(
      'callbacks.postFlowUrl',
    );
    expect((await createSession(s.id, '2027-03-15T09:00:00Z', {}, '')).statusCode).toBe(401);
    expect(
      await t.db.select().from(bookingsBookings).where(eq(bookingsBookings.serviceId, s.id)),
    ).toEqual([]);
  });

  it('a service whose category is deleted after the checkout opened: the page is gone, nothing is booked', async () => {
    const [category] = await t.db
      .insert(bookingsCategories)
      .values({ siteId: DEMO_SITE_ID, name: 'Closing soon' })
      .returning();
    const s = await createServiceFixture(t.db, {
      weekly: weekdays('09:00', '12:00'),
      timeZone: NY,
    });
    await t.db
      .update(bookingsServices)
      .set({ categoryId: category!.id })
      .where(eq(bookingsServices.id, s.id));
    const id = await k.sessionId(s.id, '2027-03-15T13:00:00.000Z');
    await t.db.delete(bookingsCategories).where(eq(bookingsCategories.id, category!.id));
    // Hidden from customers (Categories V2 Delete Category): the visitor's checkout is gone.
    const page = await t.app.inject({ method: 'GET', url: `/hosted/bookings-checkout/${id}` });
    expect(page.statusCode).toBe(404);
    expect((await k.submit(id)).statusCode).toBe(404);
    const made = await t.db
      .select()
      .from(bookingsBookings)
      .where(eq(bookingsBookings.serviceId, s.id));
    expect(made).toEqual([]);
  });
});
