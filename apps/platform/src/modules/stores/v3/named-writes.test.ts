import { BulkNamedV3Response, V3_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { findProduct } from '../catalog';
import { productToWire } from '../wire/v1';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';

const { t, as, call, ok } = useCatalogApp('owner');
/** The product as Catalog V1 renders the same rows. */
const v1 = async (key: string) =>
  productToWire((await findProduct(t.db, V3_SITE_ID, product(key, V3_SITE_ID)))!);

describe('Catalog V3 brands, the owner', () => {
  it('creates a brand no product carries yet, and refuses its name twice', async () => {
    const { brand } = await ok('POST', '/stores/v3/brands', { brand: { name: 'Harbor Goods' } });
    expect(brand).toMatchObject({ name: 'Harbor Goods', assignedProductsCount: 0 });
    const listed = await ok('GET', `/_api/brand/v3/brands/${brand.id}`, undefined, as.visitor);
    expect(listed.brand).toEqual(brand);
    expectAppError(
      await call('POST', '/_api/brand/v3/brands', { brand: { name: ' Harbor Goods ' } }),
      400,
      'BRAND_ALREADY_EXISTS',
    );
    expectValidationError(await call('POST', '/stores/v3/brands', { brand: {} }), [
      'brand.name:REQUIRED_FIELD',
    ]);
    const events = await outboxOf(t.db, [brand.id]);
    expect(events.map((e) => [e.eventType, e.payload])).toEqual([
      ['wix.stores.catalog.v3.brand_created', brand],
    ]);
  });

  it('gets a brand products carry by name, or makes one', async () => {
    const found = await ok('POST', '/stores/v3/brands/get-or-create', { brandName: 'Kiln & Co' });
    expect(found.brand).toMatchObject({ name: 'Kiln & Co', assignedProductsCount: 1 });
    const made = await ok('POST', '/stores/v3/brands/get-or-create', { brandName: 'Fresh Mill' });
    expect(made.brand).toMatchObject({ name: 'Fresh Mill', assignedProductsCount: 0 });
    const again = await ok('POST', '/stores/v3/brands/get-or-create', { brandName: 'Fresh Mill' });
    expect(again.brand.id).toBe(made.brand.id);
  });

  it('renames a brand on every product that carries it, at its revision', async () => {
    const { brand } = await ok('POST', '/stores/v3/brands/get-or-create', {
      brandName: 'Studio Basics',
    });
    const stale = await call('PATCH', `/stores/v3/brands/${brand.id}`, {
      brand: { revision: '1', name: 'Studio Basics Co' },
    });
    expectAppError(stale, 409, 'REVISION_MISMATCH');
    const renamed = await ok('PATCH', `/stores/v3/brands/${brand.id}`, {
      brand: { id: brand.id, revision: brand.revision, name: 'Studio Basics Co' },
      fieldMask: 'name',
    });
    expect(renamed.brand).toMatchObject({ name: 'Studio Basics Co', assignedProductsCount: 2 });
    expect(renamed.brand.revision).not.toBe(brand.revision);
    expect((await v1('classic-cotton-t-shirt')).brand).toBe('Studio Basics Co');
    expectAppError(await call('GET', `/stores/v3/brands/${brand.id}`), 404, 'BRAND_NOT_FOUND');
    const tee = (await ok('GET', '/stores/v3/products/slug/classic-cotton-t-shirt')).product;
    expect(tee.brand).toEqual({ id: renamed.brand.id, name: 'Studio Basics Co' });
    const events = await outboxOf(t.db, [renamed.brand.id, tee.id]);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.product_updated',
      'wix.stores.catalog.v3.brand_updated',
    ]);
  });

  it('answers 403 to a visitor before it reads the body', async () => {
    expectAppError(await call('POST', '/stores/v3/brands', {}, as.visitor), 403, 'FORBIDDEN');
    expectAppError(
      await call('DELETE', '/stores/v3/brands/x', undefined, as.visitor),
      403,
      'FORBIDDEN',
    );
  });
});

describe('Catalog V3 ribbons, the owner', () => {
  it('deletes a ribbon from every product that carries it', async () => {
    const { ribbon } = await ok('POST', '/stores/v3/ribbons/get-or-create', {
      ribbonName: 'Sale',
    });
    expect(ribbon.assignedProductsCount).toBe(1);
    expect(await ok('DELETE', `/_api/ribbon/v3/ribbons/${ribbon.id}`)).toEqual({});
    expect((await v1('canvas-tote-bag')).ribbon).toBeUndefined();
    expectAppError(
      await call('DELETE', `/stores/v3/ribbons/${ribbon.id}`),
      404,
      'RIBBON_NOT_FOUND',
    );
    const events = await outboxOf(t.db, [ribbon.id]);
    expect(events.map((e) => e.eventType)).toEqual(['wix.stores.catalog.v3.ribbon_deleted']);
  });

  it('creates, renames, finds and deletes in bulk, each item on its own', async () => {
    const created = BulkNamedV3Response.parse(
      await ok('POST', '/stores/v3/bulk/ribbons/create', {
        ribbons: [{ name: 'Fresh' }, { name: 'Bestseller' }],
        returnEntity: true,
      }),
    );
    expect(
      created.results.map((r) => [r.itemMetadata.success, r.itemMetadata.error?.code]),
    ).toEqual([
      [true, undefined],
      [false, 'RIBBON_ALREADY_EXISTS'],
    ]);
    const fresh = created.results[0]!.item!;
    const updated = BulkNamedV3Response.parse(
      await ok('POST', '/_api/ribbon/v3/bulk/ribbons/update', {
        ribbons: [{ ribbon: { id: fresh.id, revision: fresh.revision, name: 'Fresher' } }],
        returnEntity: true,
      }),
    );
    const fresher = updated.results[0]!.item!;
    expect(fresher.name).toBe('Fresher');
    const found = BulkNamedV3Response.parse(
      await ok('POST', '/stores/v3/bulk/ribbons/get-or-create', {
        ribbonNames: ['Fresher', 'Newest'],
      }),
    );
    expect(found.results.map((r) => r.item?.name)).toEqual(['Fresher', 'Newest']);
    expect(found.results[0]!.item!.id).toBe(fresher.id);
    const deleted = BulkNamedV3Response.parse(
      await ok('POST', '/stores/v3/bulk/ribbons/delete', { ribbonIds: [fresher.id, 'nope'] }),
    );
    expect(deleted.results.map((r) => [r.itemMetadata.id, r.itemMetadata.success])).toEqual([
      [fresher.id, true],
      ['nope', false],
    ]);
    expect(deleted.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
  });
});
