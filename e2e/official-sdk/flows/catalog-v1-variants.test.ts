// Catalog V1's variant reads through the official SDK on the demo site: a product's variants by
// choice, a store variant by its `{productId}-{variantId}` id, and which choices a selection
// leaves, all from the rows the product itself lists.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';

const visitor = () =>
  createClient({ modules: { products }, auth: OAuthStrategy({ clientId: SAMPLE_CLIENT_ID }) });

describe('Catalog V1 variants', () => {
  it('reads variants by choice, by store variant id, and the choices a size leaves', async () => {
    const client = visitor();
    const { items } = await client.products
      .queryProducts()
      .eq('slug', 'classic-cotton-t-shirt')
      .find();
    const teeId = items[0]?._id ?? '';
    const { variants, totalResults } = await client.products.queryProductVariants(teeId, {
      choices: { Size: 'XL' },
    });
    expect(totalResults).toBe(3);
    const navy = variants?.find((v) => v.choices?.Color === 'Navy');
    const { variant } = await client.products.getStoreVariant(`${teeId}-${navy?._id}`);
    expect(variant).toMatchObject({
      productName: 'Classic Cotton T-Shirt',
      stock: { inStock: false },
    });

    const stored = await client.products.queryStoreVariants({
      filter: { productId: teeId, 'stock.inStock': false },
    });
    expect(stored.variants?.map((v) => v.variantId)).toEqual([navy?._id]);

    const availability = await client.products.getProductOptionsAvailability(teeId, {
      Size: 'XL',
      Color: 'Black',
    });
    expect(availability.availableForPurchase).toBe(true);
    expect(availability.selectedVariant?.inStock).toBe(true);
  });
});
