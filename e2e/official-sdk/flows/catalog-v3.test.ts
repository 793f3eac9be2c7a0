// Catalog V3 through the official SDK, as the platform's docs tell an app to begin: ask the
// site's catalog version, then use the matching API. The seeded V3 site carries the demo catalog;
// the demo site stays on V1, and a V3 call there is refused.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, productsV3 } from '@wix/stores';
import { SAMPLE_CLIENT_ID, V3_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';

const clientOf = (clientId: string) =>
  createClient({ modules: { catalogVersioning, productsV3 }, auth: OAuthStrategy({ clientId }) });

describe('Catalog V3', () => {
  it('asks the catalog version, queries products and reads one by slug on the V3 site', async () => {
    const client = clientOf(V3_CLIENT_ID);
    const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
    expect(catalogVersion).toBe('V3_CATALOG');

    const { items } = await client.productsV3.queryProducts().limit(50).find();
    expect(items.map((p) => p.name)).toContain('Fleece Hoodie');
    expect(items.map((p) => p.name)).not.toContain('Gift Wrapping Kit');

    const { product } = await client.productsV3.getProductBySlug('fleece-hoodie');
    expect(product?.actualPriceRange?.maxValue?.amount).toBe('59');
    expect(product?._createdDate).toBeInstanceOf(Date);
    const sizes = product?.options?.[0]?.choicesSettings?.choices?.map((c) => c.name);
    expect(sizes).toEqual(['S', 'M', 'L']);
    const large = product?.variantsInfo?.variants?.find(
      (v) => v.choices?.[0]?.optionChoiceNames?.choiceName === 'L',
    );
    expect(large?.price?.actualPrice?.formattedAmount).toBe('$59.00');
  });

  it('on the V1 demo site answers V1_CATALOG, and a V3 call there is refused', async () => {
    const client = clientOf(SAMPLE_CLIENT_ID);
    const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
    expect(catalogVersion).toBe('V1_CATALOG');
    await expect(client.productsV3.getProductBySlug('fleece-hoodie')).rejects.toMatchObject({
      details: { applicationError: { code: 'CATALOG_VERSION_MISMATCH' } },
    });
  });
});
