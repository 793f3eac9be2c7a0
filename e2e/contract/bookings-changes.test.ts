// Changing bookings through the real SDK against the real platform: confirming and declining,
// canceling, rescheduling and updating the participants, by the owner and the booker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationError, PlatformError, ValidationError } from '@headless/sdk';
import {
  availabilityCalendar,
  bookings,
  services,
  type ServiceInput,
  type SlotAvailability,
} from '@headless/sdk/bookings';
import { thrownBy, visitor } from './clients';
import type { Client } from './bookings-kit';
import { openSlot, openSlots, site, spotsAt, submitCheckout } from './bookings-kit';
import { fileOwner } from './owner-key';

// Changing bookings: on services of this file's own, made with an owner API key, named with one
// run tag and deleted at the end (which cancels what is still booked on them).
const tag = `bk${Date.now().toString(36)}`;
const { createOwnerKey, hasOwnerKey, owner } = fileOwner({
  services,
  availabilityCalendar,
  bookings,
});
beforeAll(createOwnerKey);
afterAll(async () => {
  if (hasOwnerKey()) {
    await owner().services.bulkDeleteServicesByFilter({ name: { $startsWith: tag } });
  }
});

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
    expect(booking.bookedEntity.slot?.startDate).toBe(to.slot.startDate);
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
