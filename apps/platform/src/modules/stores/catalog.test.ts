import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { storesProducts } from '../../db/schema/stores';
import { findProducts, withOptionsAndVariants } from './catalog';

const t = useTestApp();

describe('findProducts (one query, rows nested as JSON)', () => {
  it('gives exactly the rows of the plain per-table selects', async () => {
    const products = await t.db
      .select()
      .from(storesProducts)
      .where(eq(storesProducts.siteId, DEMO_SITE_ID));
    const expected = await withOptionsAndVariants(t.db, DEMO_SITE_ID, products);
    expect(expected.some((p) => p.options.length > 0 && p.variants.length > 1)).toBe(true);
    const found = await findProducts(
      t.db,
      DEMO_SITE_ID,
      products.map((p) => p.id),
    );
    const byId = (list: typeof found) =>
      [...list].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
    expect(byId(found)).toStrictEqual(byId(expected));
  });

  it('matches nothing for ids that are not uuids or belong to another site', async () => {
    const [product] = await t.db.select().from(storesProducts).limit(1);
    expect(await findProducts(t.db, DEMO_SITE_ID, ['not-a-uuid'])).toEqual([]);
    const otherSite = '00000000-0000-4000-8000-000000000000';
    expect(await findProducts(t.db, otherSite, [product?.id ?? ''])).toEqual([]);
  });
});
