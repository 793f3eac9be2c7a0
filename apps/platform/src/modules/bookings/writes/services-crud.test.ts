import { ServiceResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { createSecondSite } from '../../../seed/second-site';
import { seededServiceId, useServicesApp } from '../test-client';

const { t, c } = useServicesApp();

const yoga = seededServiceId('morning-yoga');
const newService = {
  type: 'CLASS',
  name: 'Evening Stretch',
  description: 'Slow stretching to end the day.',
  defaultCapacity: 6,
  payment: { rateType: 'FIXED', fixed: { price: { value: '12.50', currency: 'USD' } } },
  schedule: { availabilityConstraints: { durations: [{ minutes: 45 }], timeBetweenSessions: 10 } },
  locations: [{ type: 'CUSTOMER' }],
};

describe('create and get', () => {
  it('creates a service with defaults, a slug and revision 1, and reads it back', async () => {
    const res = await c.asOwner('POST', '/bookings/v2/services', { service: newService });
    expect(res.statusCode).toBe(200);
    const { service } = ServiceResponse.parse(res.json());
    expect(service).toMatchObject({
      name: 'Evening Stretch',
      revision: '1',
      mainSlug: { name: 'evening-stretch', custom: false },
      payment: { rateType: 'FIXED', fixed: { price: { value: '12.5', currency: 'USD' } } },
      schedule: {
        availabilityConstraints: { durations: [{ minutes: 45 }], timeBetweenSessions: 10 },
      },
      bookingPolicy: { default: true },
      locations: [{ type: 'CUSTOMER' }],
    });
    const got = await c.asVisitor(
      'GET',
      `/_api/bookings/v2/services/${service.id}?serviceId=${service.id}`,
    );
    expect(got.statusCode).toBe(200);
    expect(got.json().service).toEqual(service);
    const again = await c.asOwner('POST', '/_api/bookings/v2/services', { service: newService });
    expect(again.json().service.mainSlug.name).toBe('evening-stretch-2');
  });

  it('adds staff details only when asked', async () => {
    const plain = await c.asVisitor('GET', `/bookings/v2/services/${yoga}`);
    expect(plain.json().service.staffMemberDetails).toBeUndefined();
    const res = await c.asVisitor(
      'GET',
      `/bookings/v2/services/${yoga}?conditionalFields=STAFF_MEMBER_DETAILS`,
    );
    const staff = res.json().service.staffMemberDetails.staffMembers;
    expect(staff.map((m: { name: string }) => m.name)).toEqual(['Alex Rivera', 'Sam Chen']);
    expect(staff[0]).toMatchObject({
      createdDate: expect.any(String),
      mainMedia: { image: { url: expect.any(String) } },
    });
  });

  it('refuses bad input, unknown enums and unknown ids', async () => {
    const bad = await c.asOwner('POST', '/bookings/v2/services', {
      service: { type: 'CLASS', name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('service.name');
    const badEnum = await c.asOwner('POST', '/bookings/v2/services', {
      service: { ...newService, locations: [{ type: 'MOON' }] },
    });
    expect(badEnum.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'service.locations.0.type',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const badMoney = await c.asOwner('POST', '/bookings/v2/services', {
      service: {
        ...newService,
        payment: { rateType: 'FIXED', fixed: { price: { value: '1.005' } } },
      },
    });
    expect(badMoney.statusCode).toBe(400);
    const missing = await c.asVisitor(
      'GET',
      '/bookings/v2/services/7a1c1f0e-0000-4000-8000-000000000000',
    );
    expectAppError(missing, 404, 'SERVICE_NOT_FOUND');
    const badField = await c.asVisitor(
      'GET',
      `/bookings/v2/services/${yoga}?conditionalFields=NOPE`,
    );
    expect(badField.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
  });

  it('is the owner’s: a visitor cannot create', async () => {
    const res = await c.asVisitor('POST', '/bookings/v2/services', { service: newService });
    expectAppError(res, 403, 'FORBIDDEN');
  });
});

describe('update', () => {
  it('applies the masked fields only and increments the revision', async () => {
    const res = await c.asOwner('PATCH', `/bookings/v2/services/${yoga}`, {
      service: { id: yoga, revision: '1', name: 'Sunrise Yoga', tagLine: 'ignored' },
      mask: 'name',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({
      name: 'Sunrise Yoga',
      revision: '2',
      tagLine: 'Start the day grounded',
    });
  });

  it('refuses a stale revision with 409', async () => {
    const res = await c.asOwner('PATCH', `/_api/bookings/v2/services/${yoga}`, {
      service: { revision: '1', name: 'Late writer' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.applicationError).toMatchObject({ code: 'REVISION_MISMATCH' });
    const now = await c.asVisitor('GET', `/bookings/v2/services/${yoga}`);
    expect(now.json().service.name).toBe('Sunrise Yoga');
  });

  it('refuses bad input and visitors', async () => {
    const noRevision = await c.asOwner('PATCH', `/bookings/v2/services/${yoga}`, {
      service: { name: 'x' },
    });
    expect(noRevision.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'service.revision',
      violatedRule: 'REQUIRED_FIELD',
    });
    const badMask = await c.asOwner('PATCH', `/bookings/v2/services/${yoga}`, {
      service: { revision: '2' },
      mask: 'appId',
    });
    expect(badMask.statusCode).toBe(400);
    const visitor = await c.asVisitor('PATCH', `/bookings/v2/services/${yoga}`, {
      service: { revision: '2' },
    });
    expect(visitor.statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('marks the service DELETED: gone from get and query', async () => {
    const created = await c.asOwner('POST', '/bookings/v2/services', {
      service: { type: 'APPOINTMENT', name: 'Temp' },
    });
    const id = created.json().service.id;
    expect((await c.asVisitor('DELETE', `/bookings/v2/services/${id}`)).statusCode).toBe(403);
    const res = await c.asOwner(
      'DELETE',
      `/bookings/v2/services/${id}?serviceId=${id}&preserveFutureSessionsWithParticipants=true&participantNotification.notifyParticipants=false`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await c.asVisitor('GET', `/bookings/v2/services/${id}`)).statusCode).toBe(404);
    const listed = await c.asVisitor('POST', '/bookings/v2/services/query', {
      query: { filter: { id } },
    });
    expect(listed.json().services).toEqual([]);
    expect((await c.asOwner('DELETE', `/bookings/v2/services/${id}`)).statusCode).toBe(404);
    const bad = await c.asOwner(
      'DELETE',
      `/bookings/v2/services/${yoga}?preserveFutureSessionsWithParticipants=maybe`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('concurrent writers', () => {
  it('let exactly one of two updates from the same revision win', async () => {
    const pottery = seededServiceId('pottery-course');
    const patch = (name: string) =>
      c.asOwner('PATCH', `/bookings/v2/services/${pottery}`, { service: { revision: '1', name } });
    const results = await Promise.all([patch('First'), patch('Second')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('give services created together with one name distinct slugs', async () => {
    const create = () =>
      c.asOwner('POST', '/bookings/v2/services', {
        service: { type: 'APPOINTMENT', name: 'Twin' },
      });
    const results = await Promise.all([create(), create(), create()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const slugs = results.map((r) => r.json().service.mainSlug.name).sort();
    expect(slugs).toEqual(['twin', 'twin-2', 'twin-3']);
  });

  it('report money problems at the field the caller sent', async () => {
    const training = seededServiceId('personal-training');
    const res = await c.asOwner('PATCH', `/bookings/v2/services/${training}`, {
      service: { revision: '1', payment: { rateType: 'VARIED' } },
    });
    expect(res.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'service.payment.varied.defaultPrice',
      violatedRule: 'REQUIRED_FIELD',
    });
    const ok = await c.asOwner('PATCH', `/bookings/v2/services/${training}`, {
      service: {
        revision: '1',
        payment: {
          rateType: 'VARIED',
          varied: { defaultPrice: { value: '40' }, minPrice: { value: '30' } },
        },
      },
    });
    expect(ok.json().service.payment.varied).toMatchObject({
      defaultPrice: { value: '40', currency: 'USD' },
      minPrice: { value: '30' },
    });
  });
});

describe('other sites', () => {
  it('cannot see or change this site’s services, even as their own owner', async () => {
    const other = await createSecondSite(t.db, { withData: true });
    const theirOwner = await ownerHeaders(t.db, other.siteId);
    const theirVisitor = { authorization: await visitorToken(t.app, other.clientId) };
    const pilates = seededServiceId('pilates-mat');
    const get = await t.app.inject({
      method: 'GET',
      url: `/bookings/v2/services/${pilates}`,
      headers: theirVisitor,
    });
    expect(get.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/bookings/v2/services/${pilates}`,
      headers: theirOwner,
      payload: { service: { revision: '1', name: 'Hijacked' } },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/bookings/v2/services/${pilates}`,
      headers: theirOwner,
    });
    expect(del.statusCode).toBe(404);
  });
});
