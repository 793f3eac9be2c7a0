import { GetProductV3Response, V3_SITE_ID, type V3Product } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';

const { t, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
const hoodie = async (): Promise<V3Product> =>
  GetProductV3Response.parse(await ok('GET', `/stores/v3/products/${hoodieId}`)).product;
const counted = (path: string) => `${path}?fields=ASSIGNED_PRODUCTS_COUNT`;

describe('Catalog V3 customizations, made on their own', () => {
  it('creates an option with its choices, adds, sets and removes choices, then deletes it', async () => {
    const { customization: option } = await ok('POST', '/stores/v3/customizations', {
      customization: {
        name: 'Finish',
        customizationType: 'PRODUCT_OPTION',
        customizationRenderType: 'TEXT_CHOICES',
        choicesSettings: { choices: [{ choiceType: 'CHOICE_TEXT', name: 'Matte' }] },
      },
    });
    expect(option).toMatchObject({
      name: 'Finish',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [expect.objectContaining({ name: 'Matte' })] },
    });
    const url = `/_api/customization/v3/customizations/${option.id}`;
    const { customization: added } = await ok('POST', `${url}/add-choices`, {
      choices: [{ name: 'Gloss' }, { name: 'Satin' }],
    });
    expect(added.choicesSettings.choices.map((c: { name: string }) => c.name)).toEqual([
      'Matte',
      'Gloss',
      'Satin',
    ]);
    expectAppError(
      await call('POST', `${url}/add-choices`, { choices: [{ name: 'Gloss' }] }),
      400,
      'CHOICE_ALREADY_EXISTS',
    );
    const satin = added.choicesSettings.choices[2].id;
    const { customization: removed } = await ok('POST', `${url}/remove-choices`, {
      choiceIds: [satin],
      revision: added.revision,
    });
    expect(removed.choicesSettings.choices.map((c: { name: string }) => c.name)).toEqual([
      'Matte',
      'Gloss',
    ]);
    expectAppError(
      await call('POST', `${url}/set-choices`, { choices: [{ name: 'Raw' }], revision: '1' }),
      409,
      'REVISION_MISMATCH',
    );
    const { customization: set } = await ok('POST', `${url}/set-choices`, {
      choices: [{ name: 'Raw' }],
    });
    expect(set.choicesSettings.choices.map((c: { name: string }) => c.name)).toEqual(['Raw']);
    expect(await ok('DELETE', `/stores/v3/customizations/${option.id}`)).toEqual({});
    expectAppError(await call('GET', url), 404, 'CUSTOMIZATION_NOT_FOUND');
    const events = await outboxOf(t.db, [option.id]);
    expect(events.map((e) => e.eventType.replace('wix.stores.catalog.v3.', ''))).toEqual([
      'customization_created',
      'customization_updated',
      'customization_updated',
      'customization_updated',
      'customization_deleted',
    ]);
  });

  it('keeps the choices products carry', async () => {
    const size = (await hoodie()).options.find((o) => o.name === 'Size')!;
    const url = `/stores/v3/customizations/${size.id}`;
    const { customization: before } = await ok('GET', counted(url));
    const carried = before.choicesSettings.choices[0];
    expectAppError(
      await call('POST', `${url}/remove-choices`, { choiceIds: [carried.id] }),
      428,
      'CHOICE_IN_USE',
    );
    expectAppError(
      await call('POST', `${url}/set-choices`, { choices: [{ name: 'XXL' }] }),
      428,
      'CHOICE_IN_USE',
    );
    const { customization: added } = await ok('POST', `${url}/add-choices`, {
      choices: [{ name: 'XXL' }],
    });
    expect(added.choicesSettings.choices.at(-1).name).toBe('XXL');
    const { customization: after } = await ok('GET', counted(url));
    expect(after.assignedProductsCount).toBe(before.assignedProductsCount);
  });

  it('creates a free-text modifier, refuses what the catalog cannot carry, and works in bulk', async () => {
    const { customization: note } = await ok('POST', '/stores/v3/customizations', {
      customization: {
        name: 'Gift note',
        customizationType: 'MODIFIER',
        customizationRenderType: 'FREE_TEXT',
        freeTextInput: { maxCharCount: 120 },
      },
    });
    expect(note.freeTextInput).toMatchObject({ title: 'Gift note', maxCharCount: 120 });
    expectAppError(
      await call('POST', '/stores/v3/customizations', {
        customization: {
          name: 'Wrap',
          customizationType: 'MODIFIER',
          customizationRenderType: 'TEXT_CHOICES',
        },
      }),
      400,
      'INVALID_CUSTOMIZATION',
    );
    expectValidationError(
      await call('POST', '/stores/v3/customizations', {
        customization: {
          name: 'Edge',
          customizationType: 'PRODUCT_OPTION',
          customizationRenderType: 'TEXT_CHOICES',
        },
      }),
      ['customization.choicesSettings.choices:REQUIRED_FIELD'],
    );
    expectAppError(
      await call('POST', `/stores/v3/customizations/${note.id}/add-choices`, {
        choices: [{ name: 'A' }],
      }),
      400,
      'INVALID_CUSTOMIZATION',
    );
    const bulk = await ok('POST', '/_api/customization/v3/bulk/customizations/create', {
      customizations: [
        {
          name: 'Shade',
          customizationType: 'PRODUCT_OPTION',
          customizationRenderType: 'SWATCH_CHOICES',
          choicesSettings: {
            choices: [{ choiceType: 'ONE_COLOR', name: 'Sea', colorCode: '#0af' }],
          },
        },
        { name: 'Gift note', customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT' },
      ],
      returnEntity: true,
    });
    expect(bulk.results[0].customization.choicesSettings.choices[0]).toMatchObject({
      choiceType: 'ONE_COLOR',
      name: 'Sea',
      colorCode: '#0af',
    });
    expect(bulk.results[1]).toEqual({
      itemMetadata: expect.objectContaining({ success: false, originalIndex: 1 }),
    });
    const shade = bulk.results[0].customization;
    const more = await ok('POST', '/stores/v3/bulk/customizations/add-choices', {
      customizationsChoices: [
        { customizationId: shade.id, choices: [{ name: 'Sand', colorCode: '#db8' }] },
        { customizationId: note.id, choices: [{ name: 'A' }] },
      ],
    });
    expect(more.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    const { customization: shadeNow } = await ok('GET', `/stores/v3/customizations/${shade.id}`);
    const renamed = await ok('POST', '/stores/v3/bulk/customizations/update', {
      customizations: [
        { customization: { id: shadeNow.id, revision: shadeNow.revision, name: 'Tone' } },
      ],
      returnEntity: true,
    });
    expect(renamed.results[0].customization).toMatchObject({ name: 'Tone' });
    expect(
      renamed.results[0].customization.choicesSettings.choices.map((c: { name: string }) => c.name),
    ).toEqual(['Sea', 'Sand']);
  });
});
