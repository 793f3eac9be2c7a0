import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { services } from './services';
import { iso, wireService } from './services-test-data';

const cursorMeta = { count: 1, cursors: { next: 'c2' }, hasNext: true };

describe('services reads', () => {
  it('searches with the search object and conditional fields, transforming services', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/services/search': {
        services: [wireService()],
        pagingMetadata: cursorMeta,
        aggregationData: { results: [] },
      },
    });
    const client = clientOf(server, { services });
    const search = {
      search: { expression: 'yoga', mode: 'AND' as const },
      cursorPaging: { limit: 5 },
    };
    const result = await client.services.searchServices(search, {
      conditionalFields: ['STAFF_MEMBER_DETAILS'],
    });
    expect(result.services[0]?.createdDate).toEqual(new Date(iso));
    expect(result.pagingMetadata.cursors.next).toBe('c2');
    expect(apiCalls(server)[0]).toEqual({
      method: 'POST',
      url: '/bookings/v2/services/search',
      body: { search, conditionalFields: ['STAFF_MEMBER_DETAILS'] },
    });
  });

  it('counts with a filter', async () => {
    const server = await fakePlatform({ 'POST /bookings/v2/services/count': { count: 4 } });
    const client = clientOf(server, { services });
    await expect(client.services.countServices({ filter: { type: 'CLASS' } })).resolves.toEqual({
      count: 4,
    });
    expect(apiCalls(server)[0]?.body).toEqual({ filter: { type: 'CLASS' } });
  });

  it('queries policies with a cursor query and turns their dates into Dates', async () => {
    const entry = {
      bookingPolicy: { id: 'p1', name: 'Default', createdDate: iso, updatedDate: iso },
      connectedServices: [{ id: 's1', name: 'Yoga' }],
      totalServiceCount: 1,
    };
    const server = await fakePlatform({
      'POST /bookings/v2/services/policies/query': {
        bookingPolicies: [entry],
        pagingMetadata: cursorMeta,
      },
    });
    const client = clientOf(server, { services });
    const query = { filter: { default: true }, cursorPaging: { limit: 10 } };
    const { bookingPolicies } = await client.services.queryPolicies(query);
    expect(bookingPolicies[0]?.bookingPolicy.createdDate).toEqual(new Date(iso));
    expect(bookingPolicies[0]?.connectedServices).toEqual([{ id: 's1', name: 'Yoga' }]);
    expect(apiCalls(server)[0]?.body).toEqual({ query });
  });

  it('queries locations and categories with their filters', async () => {
    const locations = {
      businessLocations: { exists: true, locations: [{ id: 'l1', name: 'Studio' }] },
      customLocations: { exists: false },
      customerLocations: { exists: false },
    };
    const categories = { categories: [{ id: 'c1', name: 'Fitness', sortOrder: 0 }] };
    const server = await fakePlatform({
      'POST /bookings/v2/services/locations/query': locations,
      'POST /bookings/v2/services/categories/query': categories,
    });
    const client = clientOf(server, { services });
    const servicesFilter = { id: { $in: ['s1'] } };
    await expect(
      client.services.queryLocations({ filter: { services: servicesFilter } }),
    ).resolves.toEqual(locations);
    await expect(
      client.services.queryCategories({ filter: { categoryIds: ['c1'] } }),
    ).resolves.toEqual(categories);
    expect(apiCalls(server).map((call) => call.body)).toEqual([
      { filter: { services: servicesFilter } },
      { filter: { categoryIds: ['c1'] } },
    ]);
  });

  it('still queries services through the builder', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/services/query': {
        services: [wireService()],
        pagingMetadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
      },
    });
    const client = clientOf(server, { services });
    const page = await client.services.queryServices().eq('type', 'CLASS').find();
    expect(page.items[0]?.schedule.firstSessionStart).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual({
      query: { filter: { type: 'CLASS' }, paging: { limit: 50, offset: 0 } },
    });
  });
});
