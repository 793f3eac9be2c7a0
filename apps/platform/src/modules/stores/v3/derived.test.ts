import {
  ALL_PRODUCTS_COLLECTION_ID,
  GetProductV3Response,
  QueryCustomizationsV3Response,
  QueryInfoSectionsV3Response,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { encodeR } from '../../../http/complex-get';

const t = useTestApp();
let visitor: Record<string, string>;
let v1Visitor: Record<string, string>;

beforeAll(async () => {
  visitor = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
  v1Visitor = { authorization: await visitorToken(t.app) };
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = visitor) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tee = async () =>
  GetProductV3Response.parse(await ok('GET', '/stores/v3/products/slug/classic-cotton-t-shirt'))
    .product;

describe('Catalog V3 customizations', () => {
  it("leads from a product's option to the site's customization, with every product's choices", async () => {
    const color = (await tee()).options.find((o) => o.name === 'Color')!;
    const { customization } = await ok(
      'GET',
      `/stores/v3/customizations/${color.id}?fields=ASSIGNED_PRODUCTS_COUNT`,
    );
    expect(customization).toMatchObject({
      id: color.id,
      name: 'Color',
      key: 'Color',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'SWATCH_CHOICES',
      assignedProductsCount: 2,
    });
    // The tee's Black, White, Navy, then the tote bag's Natural; Black once, with the tee's id.
    const choices = customization.choicesSettings.choices;
    expect(choices.map((c: { name: string }) => c.name)).toEqual([
      'Black',
      'White',
      'Navy',
      'Natural',
    ]);
    const black = color.choicesSettings.choices.find((c) => c.name === 'Black')!;
    expect(choices[0]).toEqual({
      id: black.choiceId,
      choiceType: 'ONE_COLOR',
      key: 'Black',
      name: 'Black',
      colorCode: '#000000',
    });
  });

  it('queries by type and render type, pages by cursor and counts, by either path', async () => {
    const query = { filter: { customizationType: 'PRODUCT_OPTION' }, cursorPaging: { limit: 1 } };
    const first = QueryCustomizationsV3Response.parse(
      await ok('GET', `/_api/customization/v3/customizations/query?.r=${encodeR({ query })}`),
    );
    expect(first.customizations.map((c) => c.name)).toEqual(['Color']);
    expect(first.customizations[0]).not.toHaveProperty('assignedProductsCount');
    expect(first.pagingMetadata.hasNext).toBe(true);
    const next = QueryCustomizationsV3Response.parse(
      await ok('POST', '/stores/v3/customizations/query', {
        query: { cursorPaging: { cursor: first.pagingMetadata.cursors.next } },
      }),
    );
    expect(next.customizations.map((c) => [c.name, c.customizationRenderType])).toEqual([
      ['Size', 'TEXT_CHOICES'],
    ]);
    expect(
      await ok('POST', '/stores/v3/customizations/count', {
        filter: { customizationRenderType: 'SWATCH_CHOICES' },
      }),
    ).toEqual({ count: 1 });
  });

  it('renders a custom text field as a FREE_TEXT modifier the product names alike', async () => {
    const current = await tee();
    const res = await call(
      'PATCH',
      `/stores/v3/products/${current.id}`,
      {
        product: {
          revision: current.revision,
          modifiers: [
            {
              name: 'Engraving',
              modifierRenderType: 'FREE_TEXT',
              mandatory: false,
              freeTextSettings: { title: 'Engraving', maxCharCount: 30 },
            },
          ],
        },
      },
      await ownerHeaders(t.db, V3_SITE_ID),
    );
    expect(res.statusCode, res.body).toBe(200);
    const modifier = GetProductV3Response.parse(res.json()).product.modifiers[0]!;
    const { customization } = await ok('GET', `/stores/v3/customizations/${modifier.id}`);
    expect(customization).toMatchObject({
      name: 'Engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { minCharCount: 0, maxCharCount: 30, title: 'Engraving' },
    });
    expect(customization).not.toHaveProperty('choicesSettings');
  });

  it('answers 404 for an id no product carries and 400 for a field it cannot filter', async () => {
    expectAppError(
      await call('GET', '/stores/v3/customizations/nope'),
      404,
      'CUSTOMIZATION_NOT_FOUND',
    );
    const res = await call('POST', '/stores/v3/customizations/query', {
      query: { filter: { choicesSettings: 'x' } },
    });
    expectValidationError(res, ['query.filter.choicesSettings:FIELD_NOT_ALLOWED']);
  });
});

describe('Catalog V3 info sections', () => {
  it("leads from a product's info section to the site's, and counts the products when asked", async () => {
    const [section] = (await tee()).infoSections;
    const { infoSection } = await ok(
      'GET',
      `/_api/info-section/v3/info-sections/${section!.id}?fields=ASSIGNED_PRODUCTS_COUNT`,
    );
    expect(infoSection).toMatchObject({
      id: section!.id,
      uniqueName: 'Care',
      title: 'Care',
      plainDescription: 'Handle with care.',
    });
    expect(infoSection.assignedProductsCount).toBeGreaterThan(1);
    const listed = QueryInfoSectionsV3Response.parse(
      await ok('POST', '/stores/v3/info-sections/query', { query: { filter: { title: 'Care' } } }),
    );
    expect(listed.infoSections.map((s) => s.id)).toEqual([section!.id]);
    expect(await ok('POST', '/stores/v3/info-sections/count', {})).toEqual({ count: 1 });
    expectAppError(
      await call('GET', '/stores/v3/info-sections/nope'),
      404,
      'INFO_SECTION_NOT_FOUND',
    );
  });
});

describe('Catalog V3 "All Products" category', () => {
  it('is the category every visible product is in', async () => {
    const body = await ok('GET', '/_api/stores-catalog-orchestrator/v3/all-products-category');
    expect(body).toEqual({
      categoryId: ALL_PRODUCTS_COLLECTION_ID,
      treeReference: { appNamespace: '@wix/stores' },
    });
    const categories = (await tee()).allCategoriesInfo.categories.map((c) => c.id);
    expect(categories).toContain(body.categoryId);
  });
});

describe('on a Catalog V1 site', () => {
  it.each([
    '/stores/v3/customizations/query',
    '/stores/v3/info-sections/count',
    '/stores/v3/all-products-category',
  ])('%s answers 428 CATALOG_VERSION_MISMATCH', async (url) => {
    const method = url.endsWith('category') ? 'GET' : 'POST';
    const res = await call(method, url, method === 'POST' ? {} : undefined, v1Visitor);
    expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
  });
});
