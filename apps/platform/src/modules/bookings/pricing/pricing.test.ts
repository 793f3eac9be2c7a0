// Bookings Pricing: Preview Price (line items of one service, before a booking) and Calculate
// Price (a booking), for every caller of the site, on the documented and site-host paths.
import { BookingPricingErrorCode, PriceInfoResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { createServiceFixture } from '../../availability/fixtures';
import { useBookingCallers } from '../../booking-records/test-kit';

const t = useTestApp();
const callers = useBookingCallers(t);

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: callers.visitor, payload });
const PREVIEW = '/bookings/v2/pricing/v2/pricing/preview';
const CALCULATE = '/_api/bookings-pricing/v2/pricing/calculate';

describe('Preview Price', () => {
  it("sums each line's participants at the service's price", async () => {
    const s = await createServiceFixture(t.db, { priceMinor: 2550 });
    const res = await post(PREVIEW, {
      bookingLineItems: [
        { serviceId: s.id, numberOfParticipants: 2 },
        { serviceId: s.id, numberOfParticipants: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(PriceInfoResponse.parse(res.json()).priceInfo).toEqual({
      calculatedPrice: 76.5,
      bookingLineItems: [
        { serviceId: s.id, numberOfParticipants: 2, pricePerParticipant: 25.5 },
        { serviceId: s.id, numberOfParticipants: 1, pricePerParticipant: 25.5 },
      ],
    });
  });

  it('prices a free service at 0', async () => {
    const s = await createServiceFixture(t.db, { priceMinor: null });
    const res = await post(PREVIEW, {
      bookingLineItems: [{ serviceId: s.id, numberOfParticipants: 3 }],
    });
    expect(res.json().priceInfo.calculatedPrice).toBe(0);
  });

  it('refuses lines of two services, of none, an unknown one, and a line without participants', async () => {
    const [a, b] = [await createServiceFixture(t.db), await createServiceFixture(t.db)];
    const line = (serviceId: string) => ({ serviceId, numberOfParticipants: 1 });
    const refused = [
      [line(a.id), line(b.id)],
      [{ numberOfParticipants: 1 }],
      [line('8a1a8a45-3a0b-4f3e-9bd6-0c1d2e3f4a5b')],
      [line('not-an-id')],
    ];
    for (const bookingLineItems of refused)
      expectAppError(
        await post(PREVIEW, { bookingLineItems }),
        400,
        BookingPricingErrorCode.invalidServiceId,
      );
    expectAppError(
      await post(PREVIEW, { bookingLineItems: [{ serviceId: a.id }] }),
      400,
      BookingPricingErrorCode.participantsNotFound,
    );
    expectValidationError(await post(PREVIEW, { bookingLineItems: [] }), [
      'bookingLineItems:MIN_SIZE',
    ]);
  });
});

describe('Calculate Price', () => {
  it("prices a booking by its slot's service and its participants", async () => {
    const s = await createServiceFixture(t.db, { priceMinor: 8000 });
    const res = await post(CALCULATE, {
      booking: { bookedEntity: { slot: { serviceId: s.id } }, totalParticipants: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().priceInfo).toMatchObject({
      calculatedPrice: 160,
      bookingLineItems: [{ serviceId: s.id, numberOfParticipants: 2, pricePerParticipant: 80 }],
    });
  });

  it('refuses a booking that names no service, or no participants', async () => {
    const s = await createServiceFixture(t.db, { priceMinor: 8000 });
    expectAppError(await post(CALCULATE, {}), 400, BookingPricingErrorCode.invalidBooking);
    expectAppError(
      await post(CALCULATE, { booking: { bookedEntity: { slot: { serviceId: s.id } } } }),
      400,
      BookingPricingErrorCode.participantsNotFound,
    );
  });
});
