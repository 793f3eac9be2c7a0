// Bookings through the real SDK against the real platform: availability, its errors, and booking
// through the hosted checkout.
import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { platformUrl } from '../fixtures/env';
import { applicationError, thrownBy, visitor } from './clients';
import { nextWeek, openSlot, serviceThat, site, spotsAt, submitCheckout } from './bookings-kit';
import { DAY } from './time';

describe('availability through the SDK', () => {
  it('lists a free service’s slots for the next 7 days, dates as strings and spots as numbers', async () => {
    const client = visitor();
    const service = await serviceThat(client, false);
    const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
      nextWeek(service.id),
      { timezone: 'UTC' },
    );
    expect(availabilityEntries.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const { slot, openSpots, totalSpots } of availabilityEntries) {
      expect(slot.serviceId).toBe(service.id);
      expect(typeof slot.startDate).toBe('string');
      expect(typeof slot.endDate).toBe('string');
      expect(Date.parse(slot.startDate)).toBeGreaterThanOrEqual(now - 60_000);
      expect(Date.parse(slot.startDate)).toBeLessThan(now + 7 * DAY + 60_000);
      expect(typeof openSpots).toBe('number');
      expect(openSpots).toBeLessThanOrEqual(totalSpots ?? Infinity);
    }
  });

  it('gives the schedule’s availability and several services’ slots in one list', async () => {
    const client = visitor();
    const [free, paid] = [await serviceThat(client, false), await serviceThat(client, true)];
    const { availability } = await client.availabilityCalendar.getScheduleAvailability(
      free.schedule?.id ?? '',
    );
    expect(typeof availability.totalSpots).toBe('number');
    expect(typeof availability.openSpots).toBe('number');
    const from = new Date().toISOString();
    const { slots, cursorPagingMetadata } =
      await client.availabilityCalendar.calculateMultiSlotAvailability({
        from,
        to: new Date(Date.now() + 7 * DAY).toISOString(),
        timeZone: 'UTC',
        slots: [{ serviceId: free.id }, { serviceId: paid.id }],
        cursorPaging: { limit: 1000 },
      });
    expect(cursorPagingMetadata.count).toBe(slots.length);
    expect(new Set(slots.map((s) => s.slot.serviceId))).toEqual(new Set([free.id, paid.id]));
    expect(typeof slots[0]?.slot.startDate).toBe('string');
  });
});

describe('availability errors', () => {
  const query = async (filter: object, timezone?: string) => {
    const client = visitor();
    const service = await serviceThat(client, false);
    const base = { serviceId: [service.id], ...filter };
    return thrownBy(() =>
      client.availabilityCalendar.queryAvailability(
        { filter: base as never },
        timezone ? { timezone } : {},
      ),
    );
  };

  it('refuses an end before the start with INVALID_DATE_RANGE', async () => {
    const error = await query({
      startDate: '2030-01-10T00:00:00Z',
      endDate: '2030-01-09T00:00:00Z',
    });
    const app = applicationError(error, 400, 'INVALID_DATE_RANGE');
    expect(app.message).toContain('must be after');
  });

  it('refuses a range over 31 days with DATE_RANGE_TOO_LONG', async () => {
    const error = await query({
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-02-15T00:00:00Z',
    });
    const app = applicationError(error, 400, 'DATE_RANGE_TOO_LONG');
    expect(app.message).toContain('31 days');
    expect(app.data).toMatchObject({ maxDays: 31 });
  });

  it('names an unknown service id with SERVICE_NOT_FOUND', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const error = await thrownBy(() =>
      visitor().availabilityCalendar.queryAvailability(nextWeek(unknown)),
    );
    const app = applicationError(error, 404, 'SERVICE_NOT_FOUND');
    expect(app.message).toContain(unknown);
  });

  it('reports a malformed time zone as a validation error on the option', async () => {
    const range = { startDate: '2030-01-01T00:00:00', endDate: '2030-01-02T00:00:00' };
    const error = await query(range, 'Mars/Olympus_Mons');
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect([validation.status, validation.code]).toEqual([400, 'INVALID_ARGUMENT']);
    expect(validation.fieldViolations).toEqual([
      expect.objectContaining({ field: 'options.timezone', violatedRule: 'FORMAT' }),
    ]);
    expect(validation.message).toMatch(/^INVALID_ARGUMENT: "options\.timezone" must be an IANA/);
  });
});

describe('booking through the hosted checkout', () => {
  it('books a free slot, reads the booking back with Dates, and takes one spot', async () => {
    const client = visitor();
    const service = await serviceThat(client, false);
    const entry = await openSlot(client, service.id);
    const { redirectSession } = await client.redirects.createRedirectSession({
      bookingsCheckout: { slotAvailability: entry, timezone: 'Europe/London' },
      callbacks: { postFlowUrl: site, thankYouPageUrl: site },
    });
    const hosted = new URL(redirectSession.fullUrl);
    expect(hosted.origin).toBe(new URL(platformUrl).origin);
    expect(hosted.pathname).toMatch(/^\/hosted\/bookings-checkout\/[\w-]+$/);
    const bookingId = await submitCheckout(redirectSession.fullUrl);

    const booking = await client.bookings.getBooking(bookingId);
    expect(booking).toMatchObject({ id: bookingId, status: 'CONFIRMED', totalParticipants: 1 });
    expect(booking.startDate).toBeInstanceOf(Date);
    expect(booking.createdDate).toBeInstanceOf(Date);
    expect(booking.startDate.getTime()).toBe(Date.parse(entry.slot.startDate));
    expect(booking.bookedEntity.slot?.serviceId).toBe(service.id);
    expect(typeof booking.bookedEntity.slot?.startDate).toBe('string');
    expect(await spotsAt(client, entry.slot)).toBe(entry.openSpots - 1);

    const stranger = await thrownBy(() => visitor().bookings.getBooking(bookingId));
    applicationError(stranger, 403, 'FORBIDDEN');
  });

  it('refuses a callback outside the client’s allowed redirect URIs, naming the field', async () => {
    const client = visitor();
    const entry = await openSlot(client, (await serviceThat(client, false)).id);
    const error = await thrownBy(() =>
      client.redirects.createRedirectSession({
        bookingsCheckout: { slotAvailability: entry, timezone: 'UTC' },
        callbacks: { postFlowUrl: site, thankYouPageUrl: 'https://evil.example/thanks' },
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    // The SDK names the field by its own argument, `options`.
    expect((error as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({ field: 'options.callbacks.thankYouPageUrl' }),
    ]);
  });

  it('refuses a paid service on a site that is not premium with PREMIUM_REQUIRED', async () => {
    const client = visitor();
    const paid = await serviceThat(client, true);
    const entry = await openSlot(client, paid.id);
    const error = await thrownBy(() =>
      client.redirects.createRedirectSession({
        bookingsCheckout: { slotAvailability: entry, timezone: 'UTC' },
        callbacks: { postFlowUrl: site },
      }),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).code).toBe('PREMIUM_REQUIRED');
    expect(await spotsAt(client, entry.slot)).toBe(entry.openSpots);
  });
});
