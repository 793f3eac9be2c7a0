// Catalog V3 through the official SDK, the owner's last choice and stock calls: an option's
// choices reordered and linked under a primary choice, each at the revision read, and stock made
// for the variants a filter names. The owner is an API key from the CLI, on the seeded V3 site.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { customizationsV3, inventoryItemsV3, productsV3 } from '@wix/stores';
import { V3_SITE_ID } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyFor, type SiteApiKey } from '../kit/clients';

const modules = { customizationsV3, inventoryItemsV3, productsV3 };
const ownerOf = (key: SiteApiKey) => createClient({ modules, auth: ApiKeyStrategy(key) });

/**
 * The module's code has bulkCreateInventoryItemsByVariantFilter (filter, then options), but its
 * typings leave it out: called as its code takes it.
 */
interface ByVariantFilter {
  bulkCreateInventoryItemsByVariantFilter: (
    filter: Record<string, unknown>,
    options: { locationId: string; inventoryCreationData?: { quantity?: number } },
  ) => Promise<{ jobId?: string }>;
}

describe('Catalog V3, the owner orders and links choices and stocks variants by filter', () => {
  let owner: ReturnType<typeof ownerOf>;
  beforeAll(async () => {
    owner = ownerOf(await apiKeyFor(V3_SITE_ID));
  });

  it('reorders an option made on its own and links a choice under another', async () => {
    const made = await owner.customizationsV3.createCustomization({
      name: 'Official Wick',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: {
        choices: ['Cotton', 'Wood', 'Hemp'].map((name) => ({
          name,
          choiceType: 'CHOICE_TEXT' as const,
        })),
      },
    });
    const ids = made.choicesSettings?.choices?.map((c) => c._id ?? '') ?? [];
    const { customization: reordered } = await owner.customizationsV3.reorderCustomizationChoices(
      made._id ?? '',
      made.revision ?? '',
      { choiceIds: [...ids].reverse() },
    );
    expect(reordered?.choicesSettings?.choices?.map((c) => c.name)).toEqual([
      'Hemp',
      'Wood',
      'Cotton',
    ]);
    await expect(
      owner.customizationsV3.reorderCustomizationChoices(
        made._id ?? '',
        reordered?.revision ?? '',
        {
          choiceIds: ids.slice(1),
        },
      ),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'CHOICE_IDS_MISMATCH' } } });
    const { customization: linked } = await owner.customizationsV3.updateCustomizationChoices(
      made._id ?? '',
      reordered?.revision ?? '',
      { choices: [{ choice: { _id: ids[2], primaryChoiceIds: [ids[0]!] } }] },
    );
    const hemp = linked?.choicesSettings?.choices?.find((c) => c._id === ids[2]);
    expect(hemp?.primaryChoiceIds).toEqual([ids[0]]);
    await owner.customizationsV3.deleteCustomization(made._id ?? '');
  });

  it("sets the stock of the variants a filter names, at the store's location", async () => {
    const made = await owner.productsV3.createProduct({
      name: 'Official SDK Candle',
      productType: 'PHYSICAL',
      plainDescription: 'A beeswax candle.',
      options: [
        {
          name: 'Scent',
          optionRenderType: 'TEXT_CHOICES',
          choicesSettings: {
            choices: ['Pine', 'Smoke'].map((name) => ({
              name,
              choiceType: 'CHOICE_TEXT' as const,
            })),
          },
        },
      ],
      variantsInfo: {
        variants: ['Pine', 'Smoke'].map((scent) => ({
          choices: [{ optionChoiceNames: { optionName: 'Scent', choiceName: scent } }],
          price: { actualPrice: { amount: '12' } },
        })),
      },
    });
    const productId = made._id ?? '';
    const stock = () =>
      owner.inventoryItemsV3.queryInventoryItems().eq('productId', productId).find();
    const { items } = await stock();
    const byFilter = owner.inventoryItemsV3 as unknown as ByVariantFilter;
    const { jobId } = await byFilter.bulkCreateInventoryItemsByVariantFilter(
      { 'productData.productId': productId },
      { locationId: items[0]?.locationId ?? '', inventoryCreationData: { quantity: 12 } },
    );
    expect(jobId).toEqual(expect.any(String));
    const after = await stock();
    expect(after.items.map((i) => [i.trackQuantity, i.quantity])).toEqual([
      [true, 12],
      [true, 12],
    ]);
    await owner.productsV3.deleteProduct(productId);
  });
});
