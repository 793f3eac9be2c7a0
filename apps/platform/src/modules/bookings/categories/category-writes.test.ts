// The owner's category writes the official SDK sends: Categories V2 create, update and delete (on
// www's and edge's paths) and the deprecated V1 create, over one store, each a domain event.
import { CategoryV2Response, DEMO_SITE_ID, GetCategoryResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { ownerIdentity } from '../../../../test/outbox-events';
import { bookingsCategories } from '../../../db/schema/bookings';
import { outboxOf } from '../../../outbox/test-kit';
import { ownedEntityChecks, useServicesApp, violationFields } from '../test-client';
import { MAX_CATEGORIES } from './category-writes';

const { t, c } = useServicesApp();
const FQDN = 'wix.bookings.categories.v2.category';
const V2 = '/bookings/v2/categories';
const checks = ownedEntityChecks(t, c, { url: V2, wrapper: 'category', fqdn: FQDN });

describe('category writes, the owner’s', () => {
  it('creates (V2, last in the list), renames at a revision and deletes, each recorded', async () => {
    const res = await c.asOwner('POST', V2, { category: { name: 'Retreats' } });
    expect(res.statusCode, res.body).toBe(200);
    const created = CategoryV2Response.parse(res.json()).category;
    expect(created).toMatchObject({ name: 'Retreats', revision: '1', sortOrder: 3 });
    expect(await outboxOf(t.db, [created.id])).toEqual([
      expect.objectContaining({
        eventType: `${FQDN}_created`,
        payload: created,
        identity: ownerIdentity,
      }),
    ]);
    const read = await c.asVisitor('GET', `/_api/bookings/v2/categories/${created.id}`);
    expect(GetCategoryResponse.parse(read.json()).category).toEqual(created);
    await checks.renamedOnce(created.id, 'Weekend retreats');
    const renamed = (await c.asOwner('GET', `${V2}/${created.id}`)).json().category;
    await checks.deletedOnce(renamed, 'NOT_FOUND');
  });

  it('creates and renames through V1 (`{id, name}`) and on edge’s paths; the same categories', async () => {
    for (const url of ['/bookings/v1/categories', '/v1/categories']) {
      const res = await c.asOwner('POST', url, { category: { name: `Outdoor ${url.length}` } });
      expect(res.statusCode, res.body).toBe(200);
      const { id, name } = res.json().category;
      expect(res.json()).toEqual({ category: { id, name } });
      const v2 = await c.asOwner('PATCH', `/_api/bookings/v2/categories/${id}`, {
        category: { id, revision: '1', name: `${name}!`, sortOrder: 0, createdDate: 'ignored' },
      });
      expect([v2.statusCode, v2.json().category.name]).toEqual([200, `${name}!`]);
      // V1's update names no revision: it makes the next one.
      const v1 = await c.asOwner('PUT', `${url}/${id}`, { category: { id, name: `${name}?` } });
      expect([v1.statusCode, v1.json()]).toEqual([200, { category: { id, name: `${name}?` } }]);
      const read = (await c.asOwner('GET', `${V2}/${id}`)).json().category;
      expect(read).toMatchObject({ name: `${name}?`, revision: '3' });
      expect((await c.asOwner('DELETE', `/_api/bookings/v2/categories/${id}`)).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses visitors, bad input, a taken name, another id and the 101st category', async () => {
    expectAppError(await c.asVisitor('POST', V2, { category: { name: 'Nope' } }), 403, 'FORBIDDEN');
    expectAppError(
      await c.asVisitor('DELETE', `${V2}/6f1c0c1e-2b1d-4c5e-9a4f-1d2e3f4a5b6c`),
      403,
      'FORBIDDEN',
    );
    expect(violationFields(await c.asOwner('POST', V2, { category: { name: '' } }))).toEqual([
      'category.name',
    ]);
    expectAppError(
      await c.asOwner('POST', V2, { category: { name: 'Fitness' } }),
      409,
      'CATEGORY_NAME_ALREADY_EXISTS',
    );
    const made = (await c.asOwner('POST', V2, { category: { name: 'Dance' } })).json().category;
    const noRevision = await c.asOwner('PATCH', `${V2}/${made.id}`, {
      category: { name: 'Ballet' },
    });
    expect(violationFields(noRevision)).toEqual(['category.revision']);
    const other = await c.asOwner('PATCH', `${V2}/${made.id}`, {
      category: { id: '6f1c0c1e-2b1d-4c5e-9a4f-1d2e3f4a5b6c', revision: '1', name: 'Ballet' },
    });
    expect(violationFields(other)).toEqual(['category.id']);
    const unknown = await c.asOwner('PATCH', `${V2}/6f1c0c1e-2b1d-4c5e-9a4f-1d2e3f4a5b6c`, {
      category: { revision: '1', name: 'Ballet' },
    });
    expectAppError(unknown, 404, 'NOT_FOUND');
    const onDemoSite = eq(bookingsCategories.siteId, DEMO_SITE_ID);
    const count = (await t.db.select().from(bookingsCategories).where(onDemoSite)).length;
    await t.db.insert(bookingsCategories).values(
      Array.from({ length: MAX_CATEGORIES - count }, (_, i) => ({
        siteId: DEMO_SITE_ID,
        name: `Filler ${i}`,
      })),
    );
    expectAppError(
      await c.asOwner('POST', V2, { category: { name: 'One too many' } }),
      428,
      'CATEGORY_LIMIT_REACHED',
    );
  });
});
