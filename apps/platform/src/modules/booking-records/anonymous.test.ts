// Anonymous booking actions: the booking's token (the owner reads it; a booker who is not a
// member gets it in the confirmation mail) reads, cancels and reschedules it without a login.
import {
  AnonymousActionTokenResponse,
  BookingErrorCode,
  GetBookingAnonymouslyResponse,
  GetBookingResponse,
  PlatformErrorCode,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { createdBooking, MONDAY_9, useBookingCallers } from './test-kit';

const t = useTestApp();
const callers = useBookingCallers(t);
const BASE = '/v1/anonymous-bookings';

/** A visitor's booking of a free appointment, confirmed by the owner: its id and its mail's token. */
async function confirmedVisitorBooking() {
  const { booking } = await createdBooking(t, callers.visitor);
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/bookings/v2/bookings/${booking.id}/confirm`,
    headers: callers.owner,
    payload: {},
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const mails = await t.db.execute<{ code: string; kind: string; recipient: string; body: string }>(
    sql`select code, kind, recipient, body from mail_outbox where code is not null order by id desc limit 1`,
  );
  return { id: booking.id, mail: mails.rows[0]! };
}

/** Another visitor: the token, not who calls, is what lets them in. */
const stranger = async () => ({ authorization: await visitorToken(t.app) });

describe('anonymous booking actions (/v1/anonymous-bookings/{token})', () => {
  it("mails the token with the confirmation; it is the one the owner's Get Anonymous Action Token reads", async () => {
    const { id, mail } = await confirmedVisitorBooking();
    expect(mail).toMatchObject({ kind: 'BOOKING_CONFIRMATION', recipient: 'ada@example.com' });
    expect(mail.body).toContain(mail.code);
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${id}/token`,
      headers: callers.owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AnonymousActionTokenResponse.parse(res.json()).token).toBe(mail.code);
    expect(mail.code.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the booking and what may be done with it, for whoever holds the token', async () => {
    const { id, mail } = await confirmedVisitorBooking();
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${mail.code}`,
      headers: await stranger(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(GetBookingAnonymouslyResponse.parse(res.json())).toMatchObject({
      booking: { id, status: 'CONFIRMED' },
      allowedAnonymousActions: { cancel: true, reschedule: true },
    });
    const service = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${mail.code}/service`,
      headers: await stranger(),
    });
    expect(service.statusCode, service.body).toBe(200);
    expect(service.json().service.id).toBe(res.json().booking.bookedEntity.slot.serviceId);
  });

  it('reschedules at the revision read, then cancels; a canceled booking cannot be canceled again', async () => {
    const { id, mail } = await confirmedVisitorBooking();
    const headers = await stranger();
    const post = (action: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${BASE}/${mail.code}/${action}`, headers, payload });
    const slot = { serviceId: 'ignored', startDate: '2027-03-15T10:00:00', timezone: 'UTC' };
    expectAppError(
      await post('reschedule', { slot, revision: '1' }),
      409,
      BookingErrorCode.revisionMismatch,
    );
    const moved = await post('reschedule', { token: mail.code, slot, revision: '2' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(GetBookingResponse.parse(moved.json()).booking).toMatchObject({
      id,
      startDate: '2027-03-15T10:00:00.000Z',
      previousStartDate: `${MONDAY_9}.000Z`,
    });
    const canceled = await post('cancel', { revision: '3' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(GetBookingResponse.parse(canceled.json()).booking.status).toBe('CANCELED');
    expectAppError(
      await post('cancel', { revision: '4' }),
      428,
      BookingErrorCode.cannotBeCancelled,
    );
    expectAppError(
      await post('reschedule', { slot, revision: '4' }),
      428,
      BookingErrorCode.reschedulingNotAllowed,
    );
    const read = await t.app.inject({ method: 'GET', url: `${BASE}/${mail.code}`, headers });
    expect(read.json().allowedAnonymousActions).toEqual({ cancel: false, reschedule: false });
  });

  it('refuses a token that names no booking (401), a missing revision (400), and the token to a visitor (403)', async () => {
    const { id, mail } = await confirmedVisitorBooking();
    const headers = callers.visitor;
    for (const url of [`${BASE}/not-a-token`, `${BASE}/not-a-token/service`])
      expectAppError(
        await t.app.inject({ method: 'GET', url, headers }),
        401,
        BookingErrorCode.invalidToken,
      );
    expectValidationError(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/${mail.code}/cancel`,
        headers,
        payload: {},
      }),
      ['revision:REQUIRED_FIELD'],
    );
    expectAppError(
      await t.app.inject({ method: 'GET', url: `${BASE}/${id}/token`, headers }),
      403,
      PlatformErrorCode.forbidden,
    );
    expectAppError(
      await t.app.inject({ method: 'GET', url: `${BASE}/not-an-id/token`, headers: callers.owner }),
      404,
      BookingErrorCode.bookingNotFound,
    );
  });
});
