// Catalog V3 through the official SDK, as the platform's docs tell an app to begin: ask the
// site's catalog version, then use the matching API. The seeded V3 site carries the demo catalog;
// the demo site stays on V1, and a V3 call there is refused. The owner (an API key from the CLI)
// writes products and stock, which the storefront's reads then show.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import {
  brandsV3,
  catalogVersioning,
  customizationsV3,
  infoSectionsV3,
  inventoryItemsV3,
  productsV3,
  readOnlyVariantsV3,
} from '@wix/stores';
import { SAMPLE_CLIENT_ID, V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyFor, type SiteApiKey } from '../kit/clients';

const v3Modules = {
  brandsV3,
  catalogVersioning,
  productsV3,
  inventoryItemsV3,
  readOnlyVariantsV3,
  customizationsV3,
  infoSectionsV3,
};

const clientOf = (clientId: string) =>
  createClient({ modules: v3Modules, auth: OAuthStrategy({ clientId }) });
const ownerOf = (key: SiteApiKey) =>
  createClient({ modules: v3Modules, auth: ApiKeyStrategy(key) });

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

  it("reads a product's options and info sections as the site's customizations and sections", async () => {
    const client = clientOf(V3_CLIENT_ID);
    const { product } = await client.productsV3.getProductBySlug('classic-cotton-t-shirt');
    const size = product?.options?.find((o) => o.name === 'Size');
    const customization = await client.customizationsV3.getCustomization(size?._id ?? '', {
      fields: ['ASSIGNED_PRODUCTS_COUNT'],
    });
    expect(customization).toMatchObject({
      name: 'Size',
      customizationType: 'PRODUCT_OPTION',
      assignedProductsCount: 2,
    });
    expect(customization._createdDate).toBeInstanceOf(Date);
    expect(customization.choicesSettings?.choices?.map((c) => c.name)).toEqual([
      'S',
      'M',
      'L',
      'XL',
    ]);
    const { items } = await client.customizationsV3
      .queryCustomizations()
      .eq('customizationRenderType', 'SWATCH_CHOICES')
      .find();
    expect(items.map((c) => c.name)).toEqual(['Color']);
    const { count } = await client.customizationsV3.countCustomizations({
      filter: { customizationType: 'PRODUCT_OPTION' },
    });
    expect(count).toBe(2);

    const sectionId = product?.infoSections?.[0]?._id ?? '';
    const section = await client.infoSectionsV3.getInfoSection(sectionId);
    expect(section).toMatchObject({ uniqueName: 'Care', plainDescription: 'Handle with care.' });
    const sections = await client.infoSectionsV3.queryInfoSections().eq('title', 'Care').find();
    expect(sections.items.map((s) => s._id)).toEqual([sectionId]);
    expect((await client.infoSectionsV3.countInfoSections()).count).toBe(1);

    const all = await client.productsV3.getAllProductsCategory();
    expect(all.treeReference).toEqual({ appNamespace: '@wix/stores' });
    const categories = product?.allCategoriesInfo?.categories?.map((c) => c._id);
    expect(categories).toContain(all.categoryId);
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

describe('Catalog V3, the owner with an API key', () => {
  let owner: ReturnType<typeof ownerOf>;
  beforeAll(async () => {
    owner = ownerOf(await apiKeyFor(V3_SITE_ID));
  });

  const lantern = (name: string) => ({
    name,
    productType: 'PHYSICAL' as const,
    plainDescription: 'A camp lantern.',
    options: [
      {
        name: 'Finish',
        optionRenderType: 'TEXT_CHOICES' as const,
        choicesSettings: {
          choices: [
            { name: 'Brass', choiceType: 'CHOICE_TEXT' as const },
            { name: 'Black', choiceType: 'CHOICE_TEXT' as const },
          ],
        },
      },
    ],
    variantsInfo: {
      variants: ['Brass', 'Black'].map((finish) => ({
        choices: [{ optionChoiceNames: { optionName: 'Finish', choiceName: finish } }],
        price: { actualPrice: { amount: finish === 'Brass' ? '40' : '35' } },
      })),
    },
  });

  it('makes, renames and deletes a brand, which the products carrying it follow', async () => {
    const made = await owner.brandsV3.createBrand({ name: 'Official SDK Brand' });
    expect(made).toMatchObject({ name: 'Official SDK Brand', assignedProductsCount: 0 });
    const { brand } = await owner.brandsV3.getOrCreateBrand('Kiln & Co');
    const renamed = await owner.brandsV3.updateBrand(brand?._id ?? '', {
      revision: brand?.revision ?? '',
      name: 'Kiln & Company',
    });
    expect(renamed).toMatchObject({ name: 'Kiln & Company', assignedProductsCount: 1 });
    const visitor = clientOf(V3_CLIENT_ID);
    const { product } = await visitor.productsV3.getProductBySlug('ceramic-coffee-mug');
    expect(product?.brand).toMatchObject({ _id: renamed._id, name: 'Kiln & Company' });
    await owner.brandsV3.updateBrand(renamed._id ?? '', {
      revision: renamed.revision ?? '',
      name: 'Kiln & Co',
    });
    await owner.brandsV3.deleteBrand(made._id ?? '');
    await expect(visitor.brandsV3.getBrand(made._id ?? '')).rejects.toMatchObject({
      details: { applicationError: { code: 'BRAND_NOT_FOUND' } },
    });
  });

  it('renames an option, rewrites and deletes a modifier and an info section its product carries', async () => {
    const made = await owner.productsV3.createProduct({
      ...lantern('Official SDK Lamp'),
      modifiers: [
        {
          name: 'Official Note',
          modifierRenderType: 'FREE_TEXT',
          mandatory: false,
          freeTextSettings: { title: 'Official Note', maxCharCount: 20 },
        },
      ],
      infoSections: [
        { uniqueName: 'Official Care', title: 'Official Care', plainDescription: 'Dust it.' },
      ],
    });
    const option = await owner.customizationsV3.getCustomization(made.options?.[0]?._id ?? '');
    const glaze = await owner.customizationsV3.updateCustomization(option._id ?? '', {
      revision: option.revision ?? '',
      name: 'Official Glaze',
    });
    expect(glaze).toMatchObject({ name: 'Official Glaze', customizationType: 'PRODUCT_OPTION' });
    await expect(owner.customizationsV3.deleteCustomization(glaze._id ?? '')).rejects.toMatchObject(
      { details: { applicationError: { code: 'CUSTOMIZATION_IN_USE' } } },
    );
    const note = await owner.customizationsV3.getCustomization(made.modifiers?.[0]?._id ?? '');
    const longer = await owner.customizationsV3.updateCustomization(note._id ?? '', {
      revision: note.revision ?? '',
      freeTextInput: { maxCharCount: 40 },
    });
    expect(longer.freeTextInput?.maxCharCount).toBe(40);
    await owner.customizationsV3.deleteCustomization(note._id ?? '');

    const section = await owner.infoSectionsV3.getInfoSection(made.infoSections?.[0]?._id ?? '');
    await expect(
      owner.infoSectionsV3.updateInfoSection(section._id ?? '', { revision: '1', title: 'Stale' }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });
    const care = await owner.infoSectionsV3.updateInfoSection(section._id ?? '', {
      revision: section.revision ?? '',
      title: 'Official Care II',
    });
    expect(care.title).toBe('Official Care II');
    await owner.infoSectionsV3.deleteInfoSection(care._id ?? '');

    const { product } =
      await clientOf(V3_CLIENT_ID).productsV3.getProductBySlug('official-sdk-lamp');
    expect(product?.options?.map((o) => o.name)).toEqual(['Official Glaze']);
    expect(product?.modifiers ?? []).toEqual([]);
    expect(product?.infoSections ?? []).toEqual([]);
    await owner.productsV3.deleteProduct(made._id ?? '');
  });

  it('creates, updates and deletes a product the storefront then reads', async () => {
    const created = await owner.productsV3.createProduct(lantern('Official SDK Lantern'));
    expect(created).toMatchObject({ name: 'Official SDK Lantern', slug: 'official-sdk-lantern' });
    expect(created.actualPriceRange?.minValue?.amount).toBe('35');

    const updated = await owner.productsV3.updateProduct(created._id ?? '', {
      revision: created.revision ?? '',
      name: 'Official SDK Lantern II',
      ribbon: { name: 'New' },
    });
    expect(updated).toMatchObject({ name: 'Official SDK Lantern II', ribbon: { name: 'New' } });

    const visitor = clientOf(V3_CLIENT_ID);
    const { product } = await visitor.productsV3.getProductBySlug('official-sdk-lantern');
    expect(product?.name).toBe('Official SDK Lantern II');
    const { items } = await visitor.readOnlyVariantsV3
      .queryVariants()
      .eq('productData.productId', created._id ?? '')
      .find();
    expect(items.map((v) => v.price?.actualPrice?.amount).sort()).toEqual(['35', '40']);

    await owner.productsV3.deleteProduct(created._id ?? '');
    await expect(owner.productsV3.getProduct(created._id ?? '')).rejects.toMatchObject({
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } },
    });
  });

  it('creates in bulk, searches with aggregations, and sets stock', async () => {
    const { results } = await owner.productsV3.bulkCreateProducts(
      [lantern('Bulk Lantern A'), lantern('Bulk Lantern B')],
      { returnEntity: true },
    );
    expect(results?.map((r) => r.itemMetadata?.success)).toEqual([true, true]);

    const search = await owner.productsV3.searchProducts({
      search: { expression: 'bulk lantern' },
      aggregations: [
        { name: 'lowest', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } },
      ],
    });
    expect(search.products?.map((p) => p.name).sort()).toEqual([
      'Bulk Lantern A',
      'Bulk Lantern B',
    ]);
    expect(search.aggregationData?.results?.[0]?.scalar?.value).toBe(35);

    const id = results?.[0]?.item?._id ?? '';
    const { items } = await owner.inventoryItemsV3.queryInventoryItems().eq('productId', id).find();
    const item = items[0]!;
    const set = await owner.inventoryItemsV3.updateInventoryItem(item._id ?? '', {
      revision: item.revision ?? '',
      quantity: 4,
    });
    expect(set).toMatchObject({ quantity: 4, inStock: true });
    const { results: decremented } = await owner.inventoryItemsV3.bulkDecrementInventoryItems(
      [{ inventoryItemId: item._id ?? '', decrementBy: 1 }],
      { returnEntity: true },
    );
    expect(decremented?.[0]?.item?.quantity).toBe(3);
    const byVariant = { variantId: item.variantId ?? '', locationId: item.locationId ?? '' };
    await owner.inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation([
      { ...byVariant, incrementBy: 5 },
    ]);
    const { results: taken } =
      await owner.inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation(
        [{ ...byVariant, decrementBy: 2 }],
        { returnEntity: true },
      );
    expect(taken?.[0]?.item?.quantity).toBe(6);
    const { results: gone } = await owner.inventoryItemsV3.bulkDeleteInventoryItems([
      item._id ?? '',
    ]);
    expect(gone?.[0]?.itemMetadata?.success).toBe(true);

    const deleted = await owner.productsV3.bulkDeleteProducts(
      results?.map((r) => r.item?._id ?? '') ?? [],
    );
    expect(deleted.bulkActionMetadata?.totalSuccesses).toBe(2);
  });
});
