import { describe, expect, it } from 'vitest';
import { useServicesApp, violationFields as fields } from './test-client';

const { t, c } = useServicesApp();

const names = (res: { json(): { services: { name: string }[] } }) =>
  res.json().services.map((s) => s.name);

describe('search', () => {
  it('matches the expression in name or description, paging by cursor', async () => {
    const first = await c.asVisitor('POST', '/bookings/v2/services/search', {
      search: {
        search: { expression: 'session' },
        cursorPaging: { limit: 1 },
        sort: [{ fieldName: 'name' }],
      },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.services).toHaveLength(1);
    expect(body.pagingMetadata.hasNext).toBe(true);
    const next = await c.asVisitor('POST', '/_api/bookings/v2/services/search', {
      search: { cursorPaging: { cursor: body.pagingMetadata.cursors.next, limit: 1 } },
    });
    expect(names(next)).not.toEqual(names(first));
    const and = await c.asVisitor('POST', '/bookings/v2/services/search', {
      search: { search: { expression: 'yoga morning', mode: 'AND', fields: ['name'] } },
    });
    expect(names(and)).toEqual(['Morning Yoga Flow']);
  });

  it('refuses a forged cursor, an unknown mode and an unknown filter field', async () => {
    const forged = await c.asVisitor('POST', '/bookings/v2/services/search', {
      search: { cursorPaging: { cursor: 'abc' } },
    });
    expect(forged.statusCode).toBe(400);
    const mode = await c.asVisitor('POST', '/bookings/v2/services/search', {
      search: { search: { expression: 'x', mode: 'XOR' } },
    });
    expect(mode.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
    const field = await c.asVisitor('POST', '/bookings/v2/services/search', {
      search: { filter: { nope: 1 } },
    });
    expect(field.statusCode).toBe(400);
  });

  it('names bad filter and sort fields by their path in the search request', async () => {
    const res = await c.asVisitor('POST', '/bookings/v2/services/search', {
      search: { filter: { type: 'WORKSHOP' }, sort: [{ fieldName: 'nope' }] },
    });
    expect(fields(res)).toEqual(['search.filter.type', 'search.sort.0.fieldName']);
  });
});

describe('count', () => {
  it('counts live services matching a filter', async () => {
    const res = await c.asVisitor('POST', '/bookings/v2/services/count', {
      filter: { type: 'APPOINTMENT' },
    });
    expect(res.json()).toEqual({ count: 3 });
    const bad = await c.asVisitor('POST', '/bookings/v2/services/count', {
      filter: { type: 'MEETING' },
    });
    expect(bad.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'filter.type', violatedRule: 'INVALID_ENUM_VALUE' }),
    ]);
  });
});

describe('policies, locations and categories', () => {
  it('lists the default policy with the services it governs', async () => {
    const res = await c.asVisitor('POST', '/bookings/v2/services/policies/query', { query: {} });
    const [entry, untilStart] = res.json().bookingPolicies;
    expect(entry.bookingPolicy).toMatchObject({
      default: true,
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
    });
    expect(entry.totalServiceCount).toBe(5);
    // The leading service is booked until it starts (seed/leading.test.ts).
    expect(untilStart).toMatchObject({
      bookingPolicy: { default: false, limitLateBookingPolicy: { enabled: false } },
      connectedServices: [{ name: 'Free Intro Consultation' }],
      totalServiceCount: 1,
    });
    const bad = await c.asVisitor('POST', '/bookings/v2/services/policies/query', {
      query: { cursorPaging: { limit: 500 } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reports the business locations and kinds in use', async () => {
    const res = await c.asVisitor('POST', '/_api/bookings/v2/services/locations/query', {
      filter: { services: { type: 'CLASS' } },
    });
    expect(res.json()).toMatchObject({
      businessLocations: {
        exists: true,
        locations: [{ name: 'Main Studio', address: { geocode: { latitude: 37.7936 } } }],
      },
      customLocations: { exists: false },
      customerLocations: { exists: false },
    });
    const bad = await c.asVisitor('POST', '/bookings/v2/services/locations/query', {
      filter: { services: { x: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['filter.services.x']);
  });

  it('lists the categories of matching services', async () => {
    const res = await c.asVisitor('POST', '/bookings/v2/services/categories/query', {
      filter: { services: { type: 'COURSE' } },
    });
    expect(res.json().categories.map((x: { name: string }) => x.name)).toEqual(['Workshops']);
    const all = await c.asVisitor('POST', '/bookings/v2/services/categories/query', {});
    expect(all.json().categories).toHaveLength(3);
    const bad = await c.asVisitor('POST', '/bookings/v2/services/categories/query', {
      filter: { categoryIds: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a caller of the site for every read', async () => {
    for (const path of [
      'search',
      'count',
      'policies/query',
      'locations/query',
      'categories/query',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/bookings/v2/services/${path}`,
        payload: {},
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
