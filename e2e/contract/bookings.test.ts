// Bookings through the real SDK against the real platform: availability, the hosted checkout, the
// booking it makes, the changes the owner and the booker make to it, and the errors on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  ApplicationError,
  createClient,
  PlatformError,
  ValidationError,
} from '@headless/sdk';
import {
  availabilityCalendar,
  bookings,
  services,
  type ServiceInput,
  type SlotAvailability,
} from '@headless/sdk/bookings';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { thrownBy, visitor } from './clients';

type Client = ReturnType<typeof visitor>;
const DAY = 86_400_000;
const site = 'http://localhost:3000/booking';

/** The first seeded service of this kind: free (NO_FEE) or paid. */
async function serviceThat(client: Client, paid: boolean) {
  const { items } = await client.services.queryServices().eq('type', 'APPOINTMENT').find();
  const found = items.find((s) => (s.payment?.rateType !== 'NO_FEE') === paid);
  if (!found) throw new Error(`the demo site has no ${paid ? 'paid' : 'free'} appointment`);
  return found;
}

const nextWeek = (serviceId: string) => ({
  filter: {
    serviceId: [serviceId],
    startDate: new Date(),
    endDate: new Date(Date.now() + 7 * DAY),
  },
});

/** The open slots of a service in the next 7 days, earliest first. */
async function openSlots(client: Client, serviceId: string): Promise<SlotAvailability[]> {
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
    nextWeek(serviceId),
    { timezone: 'UTC' },
  );
  return availabilityEntries.filter((e) => e.bookable && e.openSpots > 0);
}

async function openSlot(client: Client, serviceId: string): Promise<SlotAvailability> {
  const [entry] = await openSlots(client, serviceId);
  if (!entry) throw new Error(`no open slot of ${serviceId} in the next 7 days`);
  return entry;
}

async function spotsAt(client: Client, slot: SlotAvailability['slot']) {
  const start = new Date(slot.startDate);
  const filter = { serviceId: [slot.serviceId], startDate: start, endDate: new Date(+start + 1) };
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability({ filter });
  return availabilityEntries.find((e) => e.slot.startDate === slot.startDate)?.openSpots;
}

/** The hosted page's form, submitted like a browser; the 303 carries the new booking's id. */
async function submitCheckout(fullUrl: string, participants = 1) {
  const res = await fetch(fullUrl, {
    method: 'POST',
    body: new URLSearchParams({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      participants: String(participants),
    }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const next = new URL(res.headers.get('location') ?? '');
  expect(`${next.origin}${next.pathname}`).toBe(site);
  return next.searchParams.get('bookingId') ?? '';
}

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
    expect(error).toBeInstanceOf(ApplicationError);
    const app = error as ApplicationError;
    expect([app.status, app.code]).toEqual([400, 'INVALID_DATE_RANGE']);
    expect(app.message).toContain('must be after');
  });

  it('refuses a range over 31 days with DATE_RANGE_TOO_LONG', async () => {
    const error = await query({
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-02-15T00:00:00Z',
    });
    expect(error).toBeInstanceOf(ApplicationError);
    const app = error as ApplicationError;
    expect([app.status, app.code]).toEqual([400, 'DATE_RANGE_TOO_LONG']);
    expect(app.message).toContain('31 days');
    expect(app.data).toMatchObject({ maxDays: 31 });
  });

  it('names an unknown service id with SERVICE_NOT_FOUND', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const error = await thrownBy(() =>
      visitor().availabilityCalendar.queryAvailability(nextWeek(unknown)),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    const app = error as ApplicationError;
    expect([app.status, app.code]).toEqual([404, 'SERVICE_NOT_FOUND']);
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
    expect(booking.bookedEntity.slot.serviceId).toBe(service.id);
    expect(typeof booking.bookedEntity.slot.startDate).toBe('string');
    expect(await spotsAt(client, entry.slot)).toBe(entry.openSpots - 1);

    const stranger = await thrownBy(() => visitor().bookings.getBooking(bookingId));
    expect(stranger).toBeInstanceOf(ApplicationError);
    expect((stranger as ApplicationError).status).toBe(403);
    expect((stranger as ApplicationError).code).toBe('FORBIDDEN');
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

// Changing bookings: on services of this file's own, made with an owner API key, named with one
// run tag and deleted at the end (which cancels what is still booked on them).
const tag = `bk${Date.now().toString(36)}`;
let apiKey = '';
beforeAll(async () => {
  const printed = await platformCli('apikeys', 'create');
  apiKey = printed.split('\n').find((line) => line.startsWith('IST.')) ?? '';
  expect(apiKey).not.toBe('');
});
afterAll(async () => {
  if (apiKey) await owner().services.bulkDeleteServicesByFilter({ name: { $startsWith: tag } });
});

function owner() {
  return createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    apiBaseUrl: platformUrl,
    modules: { services, availabilityCalendar, bookings },
    retry: { maxRetries: 0 },
  });
}

/** A free service of this run; appointments by default (capacity 1, weekday working hours). */
function ownService(fields: Partial<ServiceInput> = {}) {
  return owner().services.createService({
    type: 'APPOINTMENT',
    locations: [{ type: 'CUSTOMER' }],
    payment: { rateType: 'NO_FEE' },
    ...fields,
    name: `${tag} ${fields.name ?? 'service'}`,
  });
}

/** The visitor books `entry` through the hosted checkout; the booking as they read it back. */
async function bookAs(client: Client, entry: SlotAvailability, participants = 1) {
  const { redirectSession } = await client.redirects.createRedirectSession({
    bookingsCheckout: { slotAvailability: entry, timezone: 'UTC' },
    callbacks: { postFlowUrl: site },
  });
  return client.bookings.getBooking(await submitCheckout(redirectSession.fullUrl, participants));
}

async function failure(call: () => Promise<unknown>) {
  const error = await thrownBy(call);
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('confirming and declining a booking that needs approval', () => {
  const approval = () =>
    ownService({ name: 'approval', onlineBooking: { requireManualApproval: true } });

  it('lets the owner confirm it at its revision; the visitor then reads it confirmed', async () => {
    const booker = visitor();
    const entry = await openSlot(booker, (await approval()).id);
    const pending = await bookAs(booker, entry);
    expect(pending.status).toBe('PENDING');

    const byVisitor = await failure(() =>
      booker.bookings.confirmBooking(pending.id, pending.revision),
    );
    expect([byVisitor.status, byVisitor.code]).toEqual([403, 'FORBIDDEN']);
    const stale = await failure(() => owner().bookings.confirmBooking(pending.id, '99'));
    expect([stale.status, stale.code]).toEqual([409, 'BOOKING_REVISION_MISMATCH']);
    expect((await booker.bookings.getBooking(pending.id)).status).toBe('PENDING');

    const { booking } = await owner().bookings.confirmBooking(pending.id, pending.revision, {
      participantNotification: { notifyParticipants: true, message: 'See you then' },
    });
    expect(booking).toMatchObject({ id: pending.id, status: 'CONFIRMED' });
    expect(Number(booking.revision)).toBe(Number(pending.revision) + 1);
    expect(booking.updatedDate).toBeInstanceOf(Date);
    expect((await booker.bookings.getBooking(pending.id)).status).toBe('CONFIRMED');

    const late = await failure(() => owner().bookings.declineBooking(pending.id));
    expect(late).toBeInstanceOf(ApplicationError);
    expect([late.status, late.code]).toEqual([409, 'INVALID_BOOKING_STATUS_TRANSITION']);
  });

  it('lets the owner decline it, which gives its spot back', async () => {
    const booker = visitor();
    const entry = await openSlot(booker, (await approval()).id);
    const pending = await bookAs(booker, entry);
    expect(await spotsAt(booker, entry.slot)).toBe(entry.openSpots - 1);
    const { booking } = await owner().bookings.declineBooking(pending.id, pending.revision);
    expect(booking.status).toBe('DECLINED');
    expect(await spotsAt(booker, entry.slot)).toBe(entry.openSpots);
    const unknown = await failure(() =>
      owner().bookings.confirmBooking('00000000-0000-4000-8000-00000000b00c'),
    );
    expect([unknown.status, unknown.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
  });
});

describe('canceling a booking', () => {
  it('lets the visitor who booked cancel, gives the spot back, and refuses anyone else', async () => {
    const booker = visitor();
    const entry = await openSlot(booker, (await ownService({ name: 'cancel' })).id);
    const confirmed = await bookAs(booker, entry);
    expect(confirmed.status).toBe('CONFIRMED');

    const stranger = await failure(() => visitor().bookings.cancelBooking(confirmed.id));
    expect([stranger.status, stranger.code]).toEqual([403, 'FORBIDDEN']);
    const { booking } = await booker.bookings.cancelBooking(confirmed.id, {
      revision: confirmed.revision,
      participantNotification: { notifyParticipants: false },
    });
    expect(booking.status).toBe('CANCELED');
    expect(booking.canceledDate).toBeInstanceOf(Date);
    expect(await spotsAt(booker, entry.slot)).toBe(entry.openSpots);

    const again = await failure(() => booker.bookings.cancelBooking(confirmed.id));
    expect([again.status, again.code]).toEqual([409, 'INVALID_BOOKING_STATUS_TRANSITION']);
    const malformed = await failure(() =>
      booker.bookings.cancelBooking(confirmed.id, { revision: 'latest' }),
    );
    expect(malformed).toBeInstanceOf(ValidationError);
    expect((malformed as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({ field: 'options.revision' }),
    ]);
  });
});

describe('rescheduling a booking', () => {
  it('moves it to another open slot, keeping the previous times; each slot’s spots follow', async () => {
    const booker = visitor();
    const service = await ownService({ name: 'reschedule' });
    const [from, to] = await openSlots(booker, service.id);
    if (!from || !to) throw new Error('the service has fewer than two open slots');
    const before = await bookAs(booker, from);

    const { booking } = await booker.bookings.rescheduleBooking(before.id, to.slot, {
      revision: before.revision,
    });
    expect(booking.startDate.getTime()).toBe(Date.parse(to.slot.startDate));
    expect(booking.endDate.getTime()).toBe(Date.parse(to.slot.endDate));
    expect(booking.previousStartDate).toEqual(before.startDate);
    expect(booking.previousEndDate).toEqual(before.endDate);
    expect(booking.bookedEntity.slot.startDate).toBe(to.slot.startDate);
    expect(await spotsAt(booker, from.slot)).toBe(from.openSpots);
    expect(await spotsAt(booker, to.slot)).toBe(to.openSpots - 1);
  });

  it('refuses a start that is not in the schedule or not a date, and leaves the booking', async () => {
    const booker = visitor();
    const entry = await openSlot(booker, (await ownService({ name: 'off grid' })).id);
    const booked = await bookAs(booker, entry);
    const offGrid = new Date(Date.parse(entry.slot.startDate) + 7 * 60_000);

    const missing = await failure(() =>
      booker.bookings.rescheduleBooking(booked.id, { startDate: offGrid }),
    );
    expect(missing).toBeInstanceOf(ApplicationError);
    expect([missing.status, missing.code]).toEqual([400, 'SLOT_NOT_FOUND']);
    const malformed = await failure(() =>
      booker.bookings.rescheduleBooking(booked.id, { startDate: 'next week' }),
    );
    expect(malformed).toBeInstanceOf(ValidationError);
    expect((malformed as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({ field: 'slot.startDate', violatedRule: 'FORMAT' }),
    ]);
    const after = await booker.bookings.getBooking(booked.id);
    expect(after.startDate).toEqual(booked.startDate);
    expect(after.previousStartDate).toBeUndefined();
  });

  it('refuses a slot in a time zone that does not exist', async () => {
    const booker = visitor();
    const [from, to] = await openSlots(booker, (await ownService({ name: 'zone' })).id);
    if (!from || !to) throw new Error('the service has fewer than two open slots');
    const booked = await bookAs(booker, from);
    const error = await thrownBy(() =>
      booker.bookings.rescheduleBooking(booked.id, { ...to.slot, timezone: 'Mars/Olympus_Mons' }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('slot.timezone');
  });
});

describe('updating the number of participants', () => {
  it('takes more spots only while the slot has them, at the current revision', async () => {
    const booker = visitor();
    const service = await ownService({ type: 'CLASS', name: 'class', defaultCapacity: 3 });
    const entry = await openSlot(booker, service.id);
    expect(entry.openSpots).toBe(3);
    const booked = await bookAs(booker, entry);

    const { booking } = await booker.bookings.updateNumberOfParticipants(booked.id, {
      totalParticipants: 3,
      revision: booked.revision,
    });
    expect(booking.totalParticipants).toBe(3);
    expect(await spotsAt(booker, entry.slot)).toBe(0);

    const full = await failure(() =>
      booker.bookings.updateNumberOfParticipants(booked.id, { totalParticipants: 4 }),
    );
    expect([full.status, full.code]).toEqual([409, 'SLOT_NOT_AVAILABLE']);
    const stale = await failure(() =>
      booker.bookings.updateNumberOfParticipants(booked.id, {
        totalParticipants: 2,
        revision: booked.revision,
      }),
    );
    expect([stale.status, stale.code]).toEqual([409, 'BOOKING_REVISION_MISMATCH']);
    const negative = await failure(() =>
      booker.bookings.updateNumberOfParticipants(booked.id, { totalParticipants: -2 }),
    );
    expect(negative).toBeInstanceOf(ValidationError);
    expect((negative as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({ field: 'options.totalParticipants' }),
    ]);
    expect((await booker.bookings.getBooking(booked.id)).totalParticipants).toBe(3);

    const fewer = await booker.bookings.updateNumberOfParticipants(booked.id, {
      totalParticipants: 1,
    });
    expect(fewer.booking.totalParticipants).toBe(1);
    expect(await spotsAt(booker, entry.slot)).toBe(2);
  });
});
