// The headless bookings flow of the platform's docs: a time slot, Create Booking, then an
// eCommerce checkout of that booking (Create Checkout with the Bookings app's catalog reference)
// and the hosted ecom checkout, where paying confirms the booking and marks it paid.
import {
  AppId,
  BookingErrorCode,
  CheckoutErrorCode,
  GetBookingResponse,
  GetCheckoutResponse,
  PlatformErrorCode,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { createServiceFixture } from '../availability/fixtures';
import { setPremium } from './test-helpers';

const t = useTestApp();
let token: string;
let owner: Record<string, string>;
beforeAll(async () => {
  token = await visitorToken(t.app);
  owner = await ownerHeaders(t.db);
  await setPremium(t.db, true);
});

const weekly = [{ day: 'MON', start: '09:00', end: '12:00' }];
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token, ...headers }, payload });

/** A CREATED booking of a $25 appointment (or the price given) for `participants`, and its service. */
async function createdBooking(participants = 1, extra: object = {}) {
  const s = await createServiceFixture(t.db, { weekly, capacity: 3, priceMinor: 2500, ...extra });
  const res = await post('/bookings/v2/bookings', {
    booking: {
      bookedEntity: {
        slot: { serviceId: s.id, startDate: '2027-03-15T09:00:00', timezone: 'UTC' },
      },
      totalParticipants: participants,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return GetBookingResponse.parse(res.json()).booking;
}

const bookingItem = (bookingId: string, quantity = 1) => ({
  catalogReference: { appId: AppId.bookings, catalogItemId: bookingId },
  quantity,
});

async function checkoutOf(bookingId: string) {
  const res = await post('/ecom/v1/checkouts', {
    lineItems: [bookingItem(bookingId)],
    channelType: 'WEB',
  });
  expect(res.statusCode, res.body).toBe(200);
  return GetCheckoutResponse.parse(res.json()).checkout;
}

/** The hosted ecom checkout of a checkout, paid (or declined) as its form is submitted. */
async function payOnHostedPage(checkoutId: string, paymentOutcome = 'pay') {
  const session = await post('/redirect-session/v1/redirect-session', {
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
  });
  expect(session.statusCode, session.body).toBe(200);
  const url = new URL(session.json().redirectSession.fullUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email: 'ada@example.com',
      paymentOutcome,
      action: 'place-order',
    }).toString(),
  });
}

const readBooking = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/bookings/v2/bookings/${id}`,
    headers: { authorization: token },
  });
  return GetBookingResponse.parse(res.json()).booking;
};

describe('POST /ecom/v1/checkouts with a booking (the headless bookings flow)', () => {
  it('prices the booking for its participants, as one line of the Bookings app', async () => {
    const booking = await createdBooking(3);
    const checkout = await checkoutOf(booking.id);
    expect(checkout.lineItems).toHaveLength(1);
    expect(checkout.lineItems[0]).toMatchObject({
      quantity: 1,
      catalogReference: { appId: AppId.bookings, catalogItemId: booking.id },
      productName: { original: booking.bookedEntity.title },
      price: { amount: '75' },
      itemType: { preset: 'SERVICE' },
    });
    expect(checkout.priceSummary.subtotal.amount).toBe('75');
  });

  it('confirms the booking and marks it paid when the hosted checkout is paid', async () => {
    const booking = await createdBooking(2);
    const checkout = await checkoutOf(booking.id);
    const paid = await payOnHostedPage(checkout.id);
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await readBooking(booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      selectedPaymentOption: 'ONLINE',
    });
  });

  it('leaves a service that needs approval PENDING, paid', async () => {
    const booking = await createdBooking(1, { requireManualApproval: true });
    const paid = await payOnHostedPage((await checkoutOf(booking.id)).id);
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await readBooking(booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PAID',
    });
  });

  it('leaves the booking CREATED and unpaid when the payment is declined', async () => {
    const booking = await createdBooking();
    await payOnHostedPage((await checkoutOf(booking.id)).id, 'decline');
    expect(await readBooking(booking.id)).toMatchObject({
      status: 'CREATED',
      paymentStatus: 'UNDEFINED',
    });
  });

  it('places no order for a booking canceled after its checkout was made', async () => {
    const booking = await createdBooking();
    const checkout = await checkoutOf(booking.id);
    const cancel = await post(`/bookings/v2/bookings/${booking.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    const placed = await payOnHostedPage(checkout.id);
    expect(placed.statusCode).toBe(409);
    expect(placed.body).toContain('A CANCELED booking cannot be paid');
    expect((await readBooking(booking.id)).status).toBe('CANCELED');
    const read = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/checkouts/${checkout.id}`,
      headers: { authorization: token },
    });
    expect(GetCheckoutResponse.parse(read.json()).checkout.completed).toBe(false);
  });

  it('refuses a booking the caller did not make, one that is canceled, and a quantity past 1', async () => {
    const booking = await createdBooking();
    const stranger = await visitorToken(t.app);
    expectAppError(
      await post(
        '/ecom/v1/checkouts',
        { lineItems: [bookingItem(booking.id)], channelType: 'WEB' },
        { authorization: stranger },
      ),
      403,
      PlatformErrorCode.forbidden,
    );
    expectValidationError(
      await post('/ecom/v1/checkouts', {
        lineItems: [bookingItem(booking.id, 2)],
        channelType: 'WEB',
      }),
      ['lineItems.0.quantity:VALIDATION'],
    );
    await post(`/bookings/v2/bookings/${booking.id}/cancel`, {});
    expectAppError(
      await post('/ecom/v1/checkouts', {
        lineItems: [bookingItem(booking.id)],
        channelType: 'WEB',
      }),
      409,
      BookingErrorCode.invalidTransition,
    );
  });

  it('refuses an empty checkout, a missing channel and custom lines from a visitor', async () => {
    expectAppError(
      await post('/ecom/v1/checkouts', { channelType: 'WEB' }),
      400,
      CheckoutErrorCode.cartIsEmpty,
    );
    expectValidationError(await post('/ecom/v1/checkouts', { lineItems: [] }), [
      'channelType:INVALID_ENUM_VALUE',
    ]);
    const custom = {
      customLineItems: [
        { productName: { original: 'Gift wrap' }, price: '2', itemType: { preset: 'PHYSICAL' } },
      ],
      channelType: 'WEB',
    };
    expectAppError(await post('/ecom/v1/checkouts', custom), 403, PlatformErrorCode.forbidden);
    const byOwner = await t.app.inject({
      method: 'POST',
      url: '/ecom/v1/checkouts',
      headers: owner,
      payload: custom,
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });
});
