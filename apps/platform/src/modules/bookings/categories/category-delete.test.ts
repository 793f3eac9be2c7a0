// Deleting a category (Categories V2's delete and V1's): its services keep the category's id, the
// owner still sees them and customers do not, until they are given another category; an update
// that gives none fails. V1's `deleteServices` deletes the services with it.
import { CategoryV2Response, ServiceResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { useServicesApp } from '../test-client';

const { c } = useServicesApp();
const V2 = '/bookings/v2/categories';
const SERVICES = '/bookings/v2/services';

async function category(name: string) {
  const res = await c.asOwner('POST', V2, { category: { name } });
  expect(res.statusCode, res.body).toBe(200);
  return CategoryV2Response.parse(res.json()).category;
}

async function serviceIn(categoryId: string, name: string) {
  const res = await c.asOwner('POST', SERVICES, {
    service: { type: 'APPOINTMENT', name, category: { id: categoryId } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ServiceResponse.parse(res.json()).service;
}

/** The ids of the services the query, the search and the count show this caller, by name. */
async function seenBy(asCaller: typeof c.asOwner, name: string) {
  const filter = { name };
  const queried = (await asCaller('POST', `${SERVICES}/query`, { query: { filter } })).json();
  const searched = (await asCaller('POST', `${SERVICES}/search`, { search: { filter } })).json();
  const counted = (await asCaller('POST', `${SERVICES}/count`, { filter })).json();
  const ids = (list: { id: string }[]) => list.map((service) => service.id);
  return { query: ids(queried.services), search: ids(searched.services), count: counted.count };
}

describe('deleting a category with services in it', () => {
  it('keeps its id on them: the owner sees them, customers do not, until given another', async () => {
    const [yoga, pilates] = [await category('Yoga'), await category('Pilates')];
    const service = await serviceIn(yoga.id, 'Sunrise Flow');
    expect((await c.asOwner('DELETE', `${V2}/${yoga.id}`)).statusCode).toBe(200);

    const owned = await c.asOwner('GET', `${SERVICES}/${service.id}`);
    expect(ServiceResponse.parse(owned.json()).service.category).toEqual({ id: yoga.id });
    expect(await seenBy(c.asOwner, 'Sunrise Flow')).toEqual({
      query: [service.id],
      search: [service.id],
      count: 1,
    });
    const hidden = await c.asVisitor('GET', `${SERVICES}/${service.id}`);
    expectAppError(hidden, 404, 'SERVICE_NOT_FOUND');
    expect(await seenBy(c.asVisitor, 'Sunrise Flow')).toEqual({ query: [], search: [], count: 0 });

    const rename = await c.asOwner('PATCH', `${SERVICES}/${service.id}`, {
      service: { revision: service.revision, name: 'Sunset Flow' },
    });
    expectAppError(rename, 400, 'CATEGORY_NOT_FOUND');
    const moved = await c.asOwner('PATCH', `${SERVICES}/${service.id}`, {
      service: { revision: service.revision, name: 'Sunset Flow', category: { id: pilates.id } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const shown = await c.asVisitor('GET', `${SERVICES}/${service.id}`);
    expect(ServiceResponse.parse(shown.json()).service).toMatchObject({
      name: 'Sunset Flow',
      category: { id: pilates.id, name: 'Pilates' },
    });
  });

  it('through V1, the same; with deleteServices its services are deleted too', async () => {
    const kept = await category('Barre');
    const keptService = await serviceIn(kept.id, 'Barre Basics');
    const res = await c.asOwner('DELETE', `/bookings/v1/categories/${kept.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { id: kept.id }]);
    const owned = await c.asOwner('GET', `${SERVICES}/${keptService.id}`);
    expect(owned.json().service.category).toEqual({ id: kept.id });
    expectAppError(
      await c.asVisitor('GET', `${SERVICES}/${keptService.id}`),
      404,
      'SERVICE_NOT_FOUND',
    );

    const gone = await category('Spin');
    const goneService = await serviceIn(gone.id, 'Spin Sprint');
    const both = await c.asOwner('DELETE', `/v1/categories/${gone.id}?deleteServices=true`);
    expect([both.statusCode, both.json()]).toEqual([200, { id: gone.id }]);
    expectAppError(
      await c.asOwner('GET', `${SERVICES}/${goneService.id}`),
      404,
      'SERVICE_NOT_FOUND',
    );
    expectAppError(
      await c.asOwner('DELETE', `/bookings/v1/categories/${gone.id}`),
      404,
      'NOT_FOUND',
    );
    expect(
      (await c.asOwner('DELETE', `/bookings/v1/categories/${kept.id}?deleteServices=maybe`))
        .statusCode,
    ).toBe(400);
  });
});
