// The category reads the official SDK sends (docs/protocol.md §2.1): categories v2 get, query (a
// "complex" GET) and count, and the deprecated v1 list, on www's and edge's paths. The demo site's
// seed has three categories: Wellness, Fitness and Workshops.
import {
  DEMO_SITE_ID,
  GetCategoryResponse,
  ListCategoriesV1Response,
  PlatformErrorCode,
  QueryCategoriesV2Response,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { encodeR } from '../../../http/complex-get';
import { expectAppError } from '../../../../test/harness';
import { seedId } from '../../../seed/seed-helpers';
import { useServicesApp, violationFields } from '../test-client';

const { c } = useServicesApp();
const fitness = seedId(DEMO_SITE_ID, 'category:Fitness');

describe('category reads, for every caller of the site', () => {
  it('gets a category (v2) on both paths; an unknown id is 404', async () => {
    for (const url of ['/bookings/v2/categories', '/_api/bookings/v2/categories']) {
      const res = await c.asVisitor('GET', `${url}/${fitness}?categoryId=${fitness}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(GetCategoryResponse.parse(res.json()).category).toMatchObject({
        id: fitness,
        name: 'Fitness',
        revision: '1',
      });
    }
    const unknown = await c.asVisitor('GET', '/bookings/v2/categories/nope');
    expectAppError(unknown, 404, PlatformErrorCode.notFound);
  });

  it('queries with `.r` as the SDK sends it, and with the POST fallback; pages by cursor', async () => {
    const query = { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } };
    const url = `/_api/bookings/v2/categories/query?.r=${encodeR({ query })}`;
    const first = await c.asVisitor('GET', url);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = QueryCategoriesV2Response.parse(first.json());
    expect(page1.categories.map((x) => x.name)).toEqual(['Fitness', 'Wellness']);
    const cursor = page1.pagingMetadata.cursors.next;
    const second = await c.asVisitor('POST', '/bookings/v2/categories/query', {
      query: { cursorPaging: { cursor, limit: 2 } },
    });
    const page2 = QueryCategoriesV2Response.parse(second.json());
    expect(page2.categories.map((x) => x.name)).toEqual(['Workshops']);
    const bad = await c.asVisitor('POST', '/bookings/v2/categories/query', {
      query: { filter: { colour: 'red' } },
    });
    expect(violationFields(bad)).toEqual(['query.filter.colour']);
  });

  it("counts by filter (v2) and lists by ids (v1, also on edge's bare path)", async () => {
    const counted = await c.asVisitor('POST', '/bookings/v2/categories/count', {
      filter: { name: { $in: ['Fitness', 'Wellness'] } },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toEqual({ count: 2 });
    const all = await c.asVisitor('GET', '/bookings/v1/categories');
    expect(ListCategoriesV1Response.parse(all.json()).categories).toHaveLength(3);
    const one = await c.asVisitor('GET', `/v1/categories?categoryIds=${fitness}`);
    expect(one.json()).toEqual({ categories: [{ id: fitness, name: 'Fitness' }] });
  });
});
