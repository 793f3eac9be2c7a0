import { DEMO_SITE_ID, SetCustomSlugResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { seedId } from '../../seed/seed-helpers';
import { seededServiceId, servicesClient } from './test-client';

let t: TestApp;
let c: Awaited<ReturnType<typeof servicesClient>>;
beforeAll(async () => {
  t = await buildTestApp();
  c = await servicesClient(t);
});
afterAll(() => t.close());

const training = seededServiceId('personal-training');
const pottery = seededServiceId('pottery-course');
const studio = seedId(DEMO_SITE_ID, 'location:main-studio');
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
