// Catalog V1's inventory through the official SDK on the demo site: a visitor reads a product's
// stock as its inventory item, and the owner (an API key from the CLI) sets, adds and takes stock,
// all or nothing, from the same rows the product and the cart read.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { inventory, products } from '@wix/stores';
import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyFor, type SiteApiKey } from '../kit/clients';

const visitor = () =>
  createClient({
    modules: { inventory, products },
    auth: OAuthStrategy({ clientId: SAMPLE_CLIENT_ID }),
  });

const ownerOf = (key: SiteApiKey) =>
  createClient({ modules: { inventory }, auth: ApiKeyStrategy(key) });

describe('Catalog V1 inventory', () => {
  let owner: ReturnType<typeof ownerOf>;
  beforeAll(async () => {
    owner = ownerOf(await apiKeyFor(DEMO_SITE_ID));
  });

  it("reads a product's stock, and the owner's changes to it", async () => {
    const client = visitor();
    const { items } = await client.products
      .queryProducts()
      .eq('slug', 'photography-presets')
      .find();
    const presetsId = items[0]?._id ?? '';
    const { inventoryItems, totalResults } = await client.inventory.queryInventory({
      query: { filter: JSON.stringify({ productId: presetsId }) },
    });
    expect(totalResults).toBe(1);
    const item = inventoryItems?.[0];
    expect(item?.productId).toBe(presetsId);
    expect(item?.lastUpdated).toBeInstanceOf(Date);
    const variantId = item?.variants?.[0]?.variantId ?? '';

    await owner.inventory.updateInventoryVariants(presetsId, {
      trackQuantity: true,
      variants: [{ variantId, quantity: 4 }],
    });
    await owner.inventory.incrementInventory([{ productId: presetsId, variantId, incrementBy: 2 }]);
    await owner.inventory.decrementInventory([
      { inventoryId: item?._id ?? '', variantId, decrementBy: 5 },
    ]);
    await expect(
      owner.inventory.decrementInventory([{ productId: presetsId, variantId, decrementBy: 2 }]),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INSUFFICIENT_INVENTORY' } } });
    const { inventoryItem } = await client.inventory.getInventoryVariants(item?._id ?? '', {
      variantIds: [variantId],
    });
    expect(inventoryItem?.variants).toEqual([
      { variantId, inStock: true, quantity: 1, availableForPreorder: false },
    ]);
    // As seeded again: a download no one counts.
    await owner.inventory.updateInventoryVariants(presetsId, {
      trackQuantity: false,
      variants: [{ variantId, inStock: true }],
    });
  });
});
