import { GetProductV3Response, V3_SITE_ID, type V3Product } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';

const { t, as, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
const hoodie = async (): Promise<V3Product> =>
  GetProductV3Response.parse(await ok('GET', `/stores/v3/products/${hoodieId}`)).product;
const counted = (path: string) => `${path}?fields=ASSIGNED_PRODUCTS_COUNT`;

describe('Catalog V3 info sections, made on their own', () => {
  it('creates one no product carries, refuses its name twice, and records it', async () => {
    const { infoSection } = await ok('POST', '/stores/v3/info-sections', {
      infoSection: { uniqueName: 'Returns', title: 'Returns', plainDescription: '30 days.' },
    });
    expect(infoSection).toMatchObject({
      uniqueName: 'Returns',
      title: 'Returns',
      plainDescription: '30 days.',
    });
    const read = await ok(
      'GET',
      counted(`/_api/info-section/v3/info-sections/${infoSection.id}`),
      undefined,
      as.visitor,
    );
    expect(read.infoSection).toEqual({ ...infoSection, assignedProductsCount: 0 });
    expectAppError(
      await call('POST', '/_api/info-section/v3/info-sections', {
        infoSection: { title: 'Returns' },
      }),
      400,
      'INFO_SECTION_ALREADY_EXISTS',
    );
    expectValidationError(await call('POST', '/stores/v3/info-sections', { infoSection: {} }), [
      'infoSection.title:REQUIRED_FIELD',
    ]);
    // Its update and delete are the carried ones': at its revision, then gone.
    expectAppError(
      await call('PATCH', `/stores/v3/info-sections/${infoSection.id}`, {
        infoSection: { revision: 'x', plainDescription: '60 days.' },
      }),
      409,
      'REVISION_MISMATCH',
    );
    const { infoSection: updated } = await ok(
      'PATCH',
      `/stores/v3/info-sections/${infoSection.id}`,
      { infoSection: { revision: infoSection.revision, plainDescription: '60 days.' } },
    );
    expect(updated.plainDescription).toBe('60 days.');
    expect(updated.revision).not.toBe(infoSection.revision);
    expect(await ok('DELETE', `/stores/v3/info-sections/${infoSection.id}`)).toEqual({});
    expectAppError(
      await call('GET', `/stores/v3/info-sections/${infoSection.id}`),
      404,
      'INFO_SECTION_NOT_FOUND',
    );
    const events = await outboxOf(t.db, [infoSection.id]);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.info_section_created',
      'wix.stores.catalog.v3.info_section_updated',
      'wix.stores.catalog.v3.info_section_deleted',
    ]);
    expect(events[0]!.payload).toEqual(infoSection);
  });

  it('gets one products carry or makes one, alone and in bulk', async () => {
    const [carried] = (await hoodie()).infoSections;
    const { infoSection: found } = await ok('POST', '/stores/v3/info-sections/get-or-create', {
      infoSection: { uniqueName: carried!.uniqueName },
    });
    expect(found.id).toBe(carried!.id);
    const byId = await ok('POST', '/_api/info-section/v3/info-sections/get-or-create', {
      infoSection: { id: carried!.id },
    });
    expect(byId.infoSection.id).toBe(carried!.id);
    const made = await ok('POST', '/stores/v3/bulk/info-sections/get-or-create', {
      infoSections: [
        { uniqueName: carried!.uniqueName },
        { uniqueName: 'Sizing', title: 'Sizing' },
      ],
    });
    expect(made.results.map((r: { item: { title: string } }) => r.item.title)).toEqual([
      carried!.title,
      'Sizing',
    ]);
    expect(made.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 0,
      undetailedFailures: 0,
    });
  });

  it('creates, updates and deletes in bulk, each item on its own', async () => {
    const created = await ok('POST', '/stores/v3/bulk/info-sections/create', {
      infoSections: [{ title: 'Warranty' }, { title: 'Warranty' }, { title: 'Origin' }],
      returnEntity: true,
    });
    expect(created.results.map((r: { itemMetadata: object }) => r.itemMetadata)).toEqual([
      { id: expect.any(String), originalIndex: 0, success: true },
      {
        id: null,
        originalIndex: 1,
        success: false,
        error: expect.objectContaining({ code: 'INFO_SECTION_ALREADY_EXISTS' }),
      },
      { id: expect.any(String), originalIndex: 2, success: true },
    ]);
    expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    const [warranty, , origin] = created.results.map((r: { item?: { id: string } }) => r.item);
    const updated = await ok('POST', '/_api/info-section/v3/bulk/info-sections/update', {
      infoSections: [
        { infoSection: { id: warranty.id, revision: warranty.revision, title: 'Guarantee' } },
      ],
      returnEntity: true,
    });
    expect(updated.results[0].item).toMatchObject({ title: 'Guarantee' });
    const deleted = await ok('POST', '/stores/v3/bulk/info-sections/delete', {
      infoSectionIds: [updated.results[0].item.id, origin.id, origin.id],
    });
    expect(
      deleted.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success),
    ).toEqual([true, true, false]);
    expect(deleted.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    });
  });

  it('answers 403 to a visitor before it reads the body', async () => {
    expectAppError(
      await call('POST', '/stores/v3/info-sections', {}, as.visitor),
      403,
      'FORBIDDEN',
    );
    expectAppError(
      await call('POST', '/stores/v3/bulk/customizations/create', {}, as.visitor),
      403,
      'FORBIDDEN',
    );
  });
});
