import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { setPremium } from '../../modules/checkout/test-helpers';
import { makeEvent, makeReservation, redirectFor } from './events-test-helpers';

const t = useTestApp();

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
    expectAppError(unknownEvent, 404, 'EVENT_NOT_FOUND');
    const ofDraft = await redirectFor(t.app, token, { eventSlug: draft.slug, reservationId: id });
    expectAppError(ofDraft, 404, 'EVENT_NOT_FOUND');
    const wrongEvent = await redirectFor(t.app, token, {
      eventSlug: other.slug,
      reservationId: id,
    });
    expectAppError(wrongEvent, 404, 'RESERVATION_NOT_FOUND');
    const unknown = await redirectFor(t.app, token, {
      eventSlug: event.slug,
      reservationId: crypto.randomUUID(),
    });
    expectAppError(unknown, 404, 'RESERVATION_NOT_FOUND');
    const old = await makeReservation(t.db, token, event, 1, -1000);
    const expired = await redirectFor(t.app, token, { eventSlug: event.slug, reservationId: old });
    expectAppError(expired, 400, 'RESERVATION_EXPIRED');
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
    expectAppError(refused, 403, 'PREMIUM_REQUIRED');
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
