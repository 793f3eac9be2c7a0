import { GetProductV3Response, V3_SITE_ID, type V3Product } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { findProduct } from '../catalog';
import { product } from '../../checkout/test-helpers';
import { productToWire } from '../wire/v1';
import { useCatalogApp } from '../test-kit';

const { t, as, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
const hoodie = async (): Promise<V3Product> =>
  GetProductV3Response.parse(await ok('GET', `/stores/v3/products/${hoodieId}`)).product;
const customization = async (id: string) =>
  (await ok('GET', `/_api/customization/v3/customizations/${id}?fields=ASSIGNED_PRODUCTS_COUNT`))
    .customization;

describe('Catalog V3 customizations, the owner', () => {
  it('renames an option on every product carrying it, at its revision, its variants kept', async () => {
    const size = (await hoodie()).options.find((o) => o.name === 'Size')!;
    const before = await customization(size.id);
    const url = `/stores/v3/customizations/${size.id}`;
    expectValidationError(await call('PATCH', url, { customization: { name: 'Fit' } }), [
      'customization.revision:REQUIRED_FIELD',
    ]);
    expectAppError(
      await call('PATCH', url, { customization: { revision: '1', name: 'Fit' } }),
      409,
      'REVISION_MISMATCH',
    );
    expectAppError(
      await call('PATCH', url, { customization: { revision: before.revision, name: 'Color' } }),
      400,
      'CUSTOMIZATION_ALREADY_EXISTS',
    );
    const { customization: after } = await ok(
      'PATCH',
      `/_api/customization/v3/customizations/${size.id}`,
      {
        customization: { revision: before.revision, name: 'Fit' },
      },
    );
    expect(after).toMatchObject({ name: 'Fit', customizationType: 'PRODUCT_OPTION' });
    expect(after.revision).not.toBe(before.revision);
    expect(after.choicesSettings.choices).toEqual(
      before.choicesSettings.choices.map((c: { id: string; name: string }) =>
        expect.objectContaining({ name: c.name }),
      ),
    );
    expect((await customization(after.id)).assignedProductsCount).toBe(
      before.assignedProductsCount,
    );
    expectAppError(await call('GET', url), 404, 'CUSTOMIZATION_NOT_FOUND');
    // The same rows through V1: the option and every variant's choice carry the new name.
    const v1 = productToWire((await findProduct(t.db, V3_SITE_ID, hoodieId))!);
    expect(v1.productOptions.map((o) => o.name)).toContain('Fit');
    expect(v1.variants.every((v) => 'Fit' in v.choices && !('Size' in v.choices))).toBe(true);
    const events = await outboxOf(t.db, [after.id, hoodieId]);
    expect(events.map((e) => e.eventType)).toEqual(
      expect.arrayContaining([
        'wix.stores.catalog.v3.product_updated',
        'wix.stores.catalog.v3.customization_updated',
      ]),
    );
    expect(events.find((e) => e.entityId === after.id)!.payload).toEqual(
      (await ok('GET', `/stores/v3/customizations/${after.id}`)).customization,
    );
  });

  it('refuses to delete an option products carry, and takes a deleted modifier off its products', async () => {
    const current = await hoodie();
    const color = current.options.find((o) => o.name === 'Color') ?? current.options[0]!;
    expectAppError(
      await call('DELETE', `/stores/v3/customizations/${color.id}`),
      400,
      'CUSTOMIZATION_IN_USE',
    );
    const engraving = {
      name: 'Engraving',
      modifierRenderType: 'FREE_TEXT',
      mandatory: false,
      freeTextSettings: { title: 'Engraving', maxCharCount: 30 },
    };
    const { product: withModifier } = await ok('PATCH', `/stores/v3/products/${hoodieId}`, {
      product: { revision: current.revision, modifiers: [engraving] },
    });
    const modifierId = withModifier.modifiers[0].id;
    const before = await customization(modifierId);
    const { customization: longer } = await ok('PATCH', `/stores/v3/customizations/${modifierId}`, {
      customization: { revision: before.revision, freeTextInput: { maxCharCount: 60 } },
    });
    expect(longer.freeTextInput).toMatchObject({ title: 'Engraving', maxCharCount: 60 });
    expect(await ok('DELETE', `/_api/customization/v3/customizations/${modifierId}`)).toEqual({});
    expect((await hoodie()).modifiers).toEqual([]);
    expectAppError(
      await call('DELETE', `/stores/v3/customizations/${modifierId}`),
      404,
      'CUSTOMIZATION_NOT_FOUND',
    );
    const deleted = await outboxOf(t.db, [modifierId]);
    expect(deleted.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.customization_updated',
      'wix.stores.catalog.v3.customization_deleted',
    ]);
  });

  it('answers 403 to a visitor before it reads the body', async () => {
    expectAppError(
      await call('PATCH', '/stores/v3/customizations/x', {}, as.visitor),
      403,
      'FORBIDDEN',
    );
    expectAppError(
      await call('DELETE', '/stores/v3/info-sections/x', undefined, as.visitor),
      403,
      'FORBIDDEN',
    );
  });
});

describe('Catalog V3 info sections, the owner', () => {
  it('rewrites an info section on every product carrying it, then deletes it from them', async () => {
    const [section] = (await hoodie()).infoSections;
    const url = (id: string) =>
      `/_api/info-section/v3/info-sections/${id}?fields=ASSIGNED_PRODUCTS_COUNT`;
    const { infoSection: before } = await ok('GET', url(section!.id));
    expectAppError(
      await call('PATCH', `/stores/v3/info-sections/${section!.id}`, {
        infoSection: { revision: '0', title: 'Washing' },
      }),
      409,
      'REVISION_MISMATCH',
    );
    expectValidationError(
      await call('PATCH', `/stores/v3/info-sections/${section!.id}`, {
        infoSection: { revision: before.revision, title: '' },
      }),
      ['infoSection.title:MIN_LENGTH'],
    );
    const { infoSection: after } = await ok('PATCH', `/stores/v3/info-sections/${section!.id}`, {
      infoSection: { revision: before.revision, title: 'Washing', plainDescription: 'Cold wash.' },
    });
    expect(after).toMatchObject({
      title: 'Washing',
      uniqueName: 'Washing',
      plainDescription: 'Cold wash.',
    });
    const { infoSection: counted } = await ok('GET', url(after.id));
    expect(counted.assignedProductsCount).toBe(before.assignedProductsCount);
    expect((await hoodie()).infoSections.map((s) => s.id)).toEqual([after.id]);

    expect(await ok('DELETE', `/stores/v3/info-sections/${after.id}`)).toEqual({});
    expect((await hoodie()).infoSections).toEqual([]);
    expect(await ok('POST', '/stores/v3/info-sections/count', {})).toEqual({ count: 0 });
    const events = await outboxOf(t.db, [after.id]);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.info_section_updated',
      'wix.stores.catalog.v3.info_section_deleted',
    ]);
  });
});
