import { DEMO_SITE_ID, SetCustomSlugResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingsBookings,
  bookingsSchedules,
  bookingsSessions,
} from '../../../db/schema/booking-records';
import { pricingPlans } from '../../../db/schema/pricing-plans';
import { seedId } from '../../../seed/seed-helpers';
import { createServiceFixture } from '../../availability/fixtures';
import { createBooking } from '../../booking-records/create';
import { seededServiceId, useServicesApp } from '../test-client';
import { serviceCaller } from '../../../../test/callers';

const { t, c } = useServicesApp();

const training = seededServiceId('personal-training');
const pottery = seededServiceId('pottery-course');
const studio = seedId(DEMO_SITE_ID, 'location:main-studio');

const scheduleOf = async (serviceId: string) =>
  (
    await t.db.select().from(bookingsSchedules).where(eq(bookingsSchedules.serviceId, serviceId))
  )[0];

/** The service's slots in [from, to) as availability answers them, in UTC. */
async function slots(serviceId: string, [startDate, endDate]: string[]) {
  const res = await c.asOwner('POST', '/availability-calendar/v1/availability/query', {
    query: { filter: { serviceId: [serviceId], startDate, endDate } },
    timezone: 'UTC',
  });
  expect(res.statusCode, res.body).toBe(200);
  const entries: {
    slot: { startDate: string; endDate: string };
    openSpots: number;
    totalSpots: number;
  }[] = res.json().availabilityEntries;
  return entries.map((e) => ({ ...e.slot, openSpots: e.openSpots, totalSpots: e.totalSpots }));
}

const bookOn = (serviceId: string, start: string) =>
  createBooking(t.db, {
    ...serviceCaller({ type: 'ANONYMOUS_VISITOR', id: 'visitor-1' }, t.app.clock.now()),
    serviceId,
    start: new Date(start),
    participants: 1,
    contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
    timeZone: 'UTC',
  });

const address = { formattedAddress: '1 Park Ave', geocode: { latitude: 40.7, longitude: -73.9 } };

describe('set locations', () => {
  it('replaces the locations, resolving business ones and keeping custom addresses', async () => {
    const res = await c.asOwner('POST', `/bookings/v2/services/${training}/locations`, {
      serviceId: training,
      locations: [
        { type: 'BUSINESS', business: { id: studio } },
        { type: 'CUSTOM', custom: { address } },
      ],
      removedLocationSessionsAction: { action: 'KEEP_AT_CURRENT_LOCATION' },
      participantNotification: { notifyParticipants: false },
    });
    expect(res.statusCode).toBe(200);
    const [business, custom] = res.json().service.locations;
    expect(business).toMatchObject({
      type: 'BUSINESS',
      business: { name: 'Main Studio', status: 'ACTIVE' },
    });
    expect(custom).toMatchObject({ type: 'CUSTOM', calculatedAddress: address });
    expect(res.json().service.revision).toBe('2');
  });

  it('refuses unknown actions, MOVE without a target, unknown business locations and visitors', async () => {
    const url = `/_api/bookings/v2/services/${training}/locations`;
    const badEnum = await c.asOwner('POST', url, {
      locations: [],
      removedLocationSessionsAction: { action: 'DROP' },
    });
    expect(badEnum.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
    const move = await c.asOwner('POST', url, {
      locations: [],
      removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION' },
    });
    expect(move.statusCode).toBe(400);
    const unknown = await c.asOwner('POST', url, {
      locations: [{ type: 'BUSINESS', business: { id: training } }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await c.asVisitor('POST', url, { locations: [] })).statusCode).toBe(403);
  });
});

describe('pricing plans', () => {
  it('adds and removes plans of the site', async () => {
    const [plan] = await t.db
      .select({ id: pricingPlans.id })
      .from(pricingPlans)
      .where(eq(pricingPlans.siteId, DEMO_SITE_ID));
    const planId = plan?.id ?? '';
    const added = await c.asOwner('POST', `/bookings/v2/services/${pottery}/pricing-plans/add`, {
      pricingPlanIds: [planId],
    });
    expect(added.json().service.payment.pricingPlanIds).toEqual([planId]);
    const removed = await c.asOwner(
      'POST',
      `/bookings/v2/services/${pottery}/pricing-plans/remove`,
      { pricingPlanIds: [planId] },
    );
    expect(removed.json().service.payment.pricingPlanIds).toEqual([]);
  });

  it('refuses unknown plans, an empty list and visitors', async () => {
    const url = `/bookings/v2/services/${pottery}/pricing-plans/add`;
    const unknown = await c.asOwner('POST', url, { pricingPlanIds: [training] });
    expect(unknown.json().details.applicationError.code).toBe('PRICING_PLAN_NOT_FOUND');
    expect((await c.asOwner('POST', url, { pricingPlanIds: [] })).statusCode).toBe(400);
    expect((await c.asVisitor('POST', url, { pricingPlanIds: [training] })).statusCode).toBe(403);
    const remove = `/bookings/v2/services/${pottery}/pricing-plans/remove`;
    expect((await c.asVisitor('POST', remove, { pricingPlanIds: [training] })).statusCode).toBe(
      403,
    );
    expect((await c.asOwner('POST', remove, {})).statusCode).toBe(400);
  });
});

describe('slugs', () => {
  it('validates: illegal characters, taken, free', async () => {
    const check = async (slug: string) =>
      (
        await c.asVisitor('POST', '/bookings/v2/services/slugs/validate', {
          serviceId: training,
          slug,
        })
      ).json();
    expect(await check('Bad Slug!')).toMatchObject({
      valid: false,
      errors: ['SLUG_CONTAINS_ILLEGAL_CHARACTERS'],
    });
    expect(await check('morning-yoga')).toMatchObject({
      valid: false,
      errors: ['SLUG_ALREADY_EXISTS'],
    });
    expect(await check('personal-training')).toEqual({
      valid: true,
      slug: 'personal-training',
      errors: [],
    });
    expect(await check('coach-1-on-1')).toEqual({ valid: true, slug: 'coach-1-on-1', errors: [] });
    const bad = await c.asVisitor('POST', '/bookings/v2/services/slugs/validate', {});
    expect(bad.statusCode).toBe(400);
  });

  it('sets a custom slug; the old one stays supported and taken', async () => {
    const res = await c.asOwner('POST', `/bookings/v2/services/${training}/slugs/custom`, {
      slug: 'coaching',
    });
    expect(res.statusCode).toBe(200);
    const body = SetCustomSlugResponse.parse(res.json());
    expect(body.slug).toMatchObject({ name: 'coaching', custom: true });
    expect(body.service.mainSlug.name).toBe('coaching');
    expect(body.service.supportedSlugs.map((s) => s.name)).toEqual([
      'personal-training',
      'coaching',
    ]);
    const taken = await c.asOwner('POST', `/bookings/v2/services/${pottery}/slugs/custom`, {
      slug: 'personal-training',
    });
    expect(taken.json().details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
    const illegal = await c.asOwner('POST', `/bookings/v2/services/${pottery}/slugs/custom`, {
      slug: 'A_B',
    });
    expect(illegal.json().details.applicationError.code).toBe('SLUG_CONTAINS_ILLEGAL_CHARACTERS');
    const visitor = await c.asVisitor('POST', `/bookings/v2/services/${pottery}/slugs/custom`, {
      slug: 'x',
    });
    expect(visitor.statusCode).toBe(403);
  });
});

describe('clone', () => {
  it('copies a service under a new id and slug', async () => {
    const res = await c.asOwner('POST', '/bookings/v2/services/clone', {
      sourceServiceId: pottery,
    });
    expect(res.statusCode).toBe(200);
    const { service, errors } = res.json();
    expect(errors).toEqual([]);
    expect(service).toMatchObject({
      name: 'Beginner Pottery Course',
      type: 'COURSE',
      revision: '1',
    });
    expect(service.id).not.toBe(pottery);
    expect(service.mainSlug.name).toBe('beginner-pottery-course');
    const sessionsOf = async (serviceId: string) =>
      (
        await t.db
          .select()
          .from(bookingsSessions)
          .where(eq(bookingsSessions.serviceId, serviceId))
          .orderBy(bookingsSessions.startDate)
      ).map((x) => [x.startDate, x.endDate, x.capacity]);
    const copied = await sessionsOf(service.id);
    expect(copied.length).toBeGreaterThan(0);
    expect(copied).toEqual(await sessionsOf(pottery));
  });

  it("copies the seeded class's schedule, so the clone offers the same slots", async () => {
    const yoga = seededServiceId('morning-yoga');
    const res = await c.asOwner('POST', '/bookings/v2/services/clone', { sourceServiceId: yoga });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().service;
    const [source, cloned] = await Promise.all([scheduleOf(yoga), scheduleOf(copy.id)]);
    expect(cloned).toEqual({ ...source, serviceId: copy.id, updatedAt: expect.any(Date) });
    const now = Date.now();
    const week = [new Date(now).toISOString(), new Date(now + 7 * 86_400_000).toISOString()];
    // Times and sizes only: the source's own bookings stay with it.
    const times = async (id: string) =>
      (await slots(id, week)).map((e) => [e.startDate, e.endDate, e.totalSpots]);
    const original = await times(yoga);
    expect(original.length).toBeGreaterThan(0);
    expect(await times(copy.id)).toEqual(original);
  });

  it("copies a class's stored sessions but none of its bookings, in its time zone", async () => {
    const sessions = ['2027-04-01', '2027-04-08'].map((day) => ({
      start: `${day}T18:00:00Z`,
      end: `${day}T19:00:00Z`,
      capacity: 4,
    }));
    const source = await createServiceFixture(t.db, {
      type: 'CLASS',
      capacity: 3,
      timeZone: 'Europe/Paris',
      weekly: [],
      sessions,
    });
    await bookOn(source.id, sessions[0]!.start);
    const res = await c.asOwner('POST', '/bookings/v2/services/clone', {
      sourceServiceId: source.id,
    });
    const copyId: string = res.json().service.id;
    expect((await scheduleOf(copyId))?.timeZone).toBe('Europe/Paris');
    const range = ['2027-04-01T00:00:00Z', '2027-04-15T00:00:00Z'];
    const spots = async (id: string) =>
      (await slots(id, range)).map((e) => [e.startDate, e.openSpots, e.totalSpots]);
    expect(await spots(source.id)).toEqual([
      ['2027-04-01T18:00:00.000Z', 3, 4],
      ['2027-04-08T18:00:00.000Z', 4, 4],
    ]);
    expect(await spots(copyId)).toEqual([
      ['2027-04-01T18:00:00.000Z', 4, 4],
      ['2027-04-08T18:00:00.000Z', 4, 4],
    ]);
    const copied = await t.db
      .select()
      .from(bookingsSessions)
      .where(eq(bookingsSessions.serviceId, copyId));
    expect(copied).toHaveLength(2);
    const bookings = await t.db
      .select()
      .from(bookingsBookings)
      .where(eq(bookingsBookings.serviceId, copyId));
    expect(bookings).toEqual([]);
  });

  it('refuses unknown sources, a missing id and visitors', async () => {
    const unknown = await c.asOwner('POST', '/bookings/v2/services/clone', {
      sourceServiceId: studio,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await c.asOwner('POST', '/bookings/v2/services/clone', {})).statusCode).toBe(400);
    expect(
      (await c.asVisitor('POST', '/bookings/v2/services/clone', { sourceServiceId: pottery }))
        .statusCode,
    ).toBe(403);
  });
});
