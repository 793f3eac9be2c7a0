import { DEMO_SITE_ID, QueryServicesResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { installedApps } from '../../db/schema/core';
import { createSecondSite } from '../../seed/second-site';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await visitorToken(t.app);
});

function query(body: unknown, url = '/bookings/v2/services/query', auth = token) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: auth },
    payload: body as object,
  });
}

describe('POST /bookings/v2/services/query', () => {
  it('lists the seeded services, oldest first, in the wire shape', async () => {
    const res = await query({ query: {} });
    expect(res.statusCode).toBe(200);
    const body = QueryServicesResponse.parse(res.json());
    expect(body.services.map((s) => s.mainSlug.name)).toEqual([
      'intro-consultation',
      'personal-training',
      'deep-tissue-massage',
      'morning-yoga',
      'pilates-mat',
      'pottery-course',
    ]);
    expect(body.pagingMetadata).toEqual({ count: 6, offset: 0, total: 6, tooManyToCount: false });
    const yoga = body.services[3];
    expect(yoga).toMatchObject({
      type: 'CLASS',
      defaultCapacity: 12,
      category: { name: 'Fitness' },
      payment: {
        rateType: 'FIXED',
        fixed: { price: { value: '25', currency: 'USD', formattedValue: '$25.00' } },
      },
      schedule: { availabilityConstraints: { durations: [{ minutes: 60 }] } },
      onlineBooking: { enabled: true },
      revision: '1',
    });
    expect(yoga?.media.mainMedia?.image.url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.services[0]?.payment).toMatchObject({ rateType: 'NO_FEE' });
    expect(body.services[0]?.payment.fixed).toBeUndefined();
    expect(body.services[5]?.schedule.firstSessionStart).toBeDefined();
  });

  it('answers on the /_api alias with the same result', async () => {
    const filter = { query: { filter: { type: 'CLASS' } } };
    const direct = await query(filter);
    const alias = await query(filter, '/_api/bookings/v2/services/query');
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual(direct.json());
    expect(alias.json().services).toHaveLength(2);
  });

  it('drops unknown keys (the SDK repeats parameters) but rejects unknown enum values', async () => {
    expect(
      (await query({ query: { paging: { limit: 1 } }, serviceId: 'x', extra: true })).statusCode,
    ).toBe(200);
    const res = await query({ query: {}, conditionalFields: ['NOPE'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'conditionalFields.0',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });

  it('shows each site only its own services', async () => {
    const empty = await createSecondSite(t.db);
    const res = await query({ query: {} }, undefined, await visitorToken(t.app, empty.clientId));
    expect(res.json().services).toEqual([]);
    const other = await createSecondSite(t.db, { withData: true });
    const otherRes = await query(
      { query: {} },
      undefined,
      await visitorToken(t.app, other.clientId),
    );
    const ours = QueryServicesResponse.parse((await query({ query: {} })).json()).services.map(
      (s) => s.id,
    );
    const theirs = QueryServicesResponse.parse(otherRes.json()).services.map((s) => s.id);
    expect(theirs).toHaveLength(6);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });

  it('needs a token and the bookings app', async () => {
    expect((await query({ query: {} }, undefined, '')).statusCode).toBe(401);
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'bookings')));
    const res = await query({ query: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().details.applicationError).toMatchObject({
      code: 'APP_NOT_INSTALLED',
      data: { app: 'bookings' },
    });
  });
});
