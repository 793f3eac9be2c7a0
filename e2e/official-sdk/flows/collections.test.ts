// Catalog V1 collections through the official SDK on the demo site: the `collections` module's
// query, by id and by slug (its `/v2/collections` paths), `products.getCollectionBySlug` (the
// catalog reader's path), and a product query by a collection agreeing with its count.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { SAMPLE_CLIENT_ID, V3_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';

const visitor = (clientId = SAMPLE_CLIENT_ID) =>
  createClient({ modules: { collections, products }, auth: OAuthStrategy({ clientId }) });

describe('Catalog V1 collections', () => {
  it('queries, sorts and pages; reads one by id and by slug on both modules', async () => {
    const client = visitor();
    const page = await client.collections.queryCollections().ascending('name').limit(2).find();
    expect(page.items.map((c) => c.name)).toEqual(['All Products', 'Apparel']);
    expect(page.totalCount).toBe(5);
    expect(page.hasNext()).toBe(true);

    const apparel = page.items[1]!;
    expect(apparel).toMatchObject({ slug: 'apparel', visible: true, numberOfProducts: 3 });
    const byId = await client.collections.getCollection(apparel._id!);
    expect(byId.name).toBe('Apparel');
    const bySlug = await client.collections.getCollectionBySlug('home');
    expect(bySlug.collection).toMatchObject({ name: 'Home & Living', numberOfProducts: 3 });
    const viaProducts = await client.products.getCollectionBySlug('apparel');
    expect(viaProducts.collection?._id).toBe(apparel._id);

    const inApparel = await client.products
      .queryProducts()
      .hasSome('collectionIds', [apparel._id!])
      .find();
    expect(inApparel.totalCount).toBe(apparel.numberOfProducts);
  });

  it('answers an unknown slug with 404 and a V3 site with 428, as errors the SDK raises', async () => {
    await expect(visitor().collections.getCollectionBySlug('no-such')).rejects.toMatchObject({
      details: { applicationError: { code: 'COLLECTION_NOT_FOUND' } },
    });
    await expect(
      visitor(V3_CLIENT_ID).collections.getCollectionBySlug('apparel'),
    ).rejects.toMatchObject({
      details: { applicationError: { code: 'CATALOG_VERSION_MISMATCH' } },
    });
  });
});
