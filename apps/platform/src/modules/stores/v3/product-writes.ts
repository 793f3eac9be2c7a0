import {
  CartErrorCode,
  CatalogErrorCode,
  type ProductV3Response,
  type V3Product,
  type V3ProductInput,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, validationError } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { entityEventRecorder } from '../../../outbox/record';
import { findProduct, type CatalogProduct } from '../catalog';
import { productToV3 } from '../wire/v3';
import { catalogColumns, productSlug, writeOptionsAndVariants } from './catalog-writes';
import { catalogValues, optionsOf, productColumns, storedOptions } from './product-input';

/**
 * Catalog V3 products, the owner's create, update and delete (docs/protocol.md §2.3): one
 * transaction each, the product's row locked, its V3 domain event recorded beside the change.
 */
export const recordProductEvent = entityEventRecorder('wix.stores.catalog.v3.product', 'product');

const render = (found: CatalogProduct) => productToV3(found, { withVariants: true });

async function reread(tx: Db, siteId: string, id: string): Promise<V3Product> {
  return render((await findProduct(tx, siteId, id))!);
}

/** A revision that moves on every write, even twice in one clock tick. */
const nextUpdatedAt = (now: Date, current?: Date) =>
  new Date(Math.max(now.getTime(), (current?.getTime() ?? 0) + 1));

export async function createProductInTx(
  tx: Db,
  caller: Caller,
  input: V3ProductInput,
  at = 'product',
): Promise<V3Product> {
  const name = input.name?.trim();
  if (!name)
    throw validationError([
      { field: `${at}.name`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  const currency = input.currency ?? 'USD';
  const options = optionsOf(input.options ?? [], at);
  const values = catalogValues(options, input.variantsInfo?.variants ?? [], currency, at);
  const slug = await productSlug(tx, caller.siteId, input.slug, name);
  const [row] = await tx
    .insert(storesProducts)
    .values({
      siteId: caller.siteId,
      productType: 'physical',
      ...productColumns(input, {}),
      name,
      slug,
      currency,
      ...catalogColumns(values),
      createdAt: caller.now,
      updatedAt: caller.now,
    })
    .returning({ id: storesProducts.id });
  await writeOptionsAndVariants(tx, caller.siteId, row!.id, values);
  const product = await reread(tx, caller.siteId, row!.id);
  await recordProductEvent(tx, {
    siteId: caller.siteId,
    slug: 'created',
    entityId: product.id,
    wire: product,
    caller,
  });
  return product;
}

export function createProductV3(
  db: Db,
  caller: Caller,
  input: V3ProductInput,
): Promise<ProductV3Response> {
  return db.transaction(async (tx) => ({ product: await createProductInTx(tx, caller, input) }));
}

/** The product locked for a write, or 404. */
async function lockProduct(tx: Db, caller: Caller, id: string): Promise<CatalogProduct> {
  const [locked] = isUuid(id)
    ? await tx
        .select({ id: storesProducts.id })
        .from(storesProducts)
        .where(and(eq(storesProducts.siteId, caller.siteId), eq(storesProducts.id, id)))
        .for('update')
    : [];
  const found = locked && (await findProduct(tx, caller.siteId, id));
  if (!found)
    throw notFound(CartErrorCode.productNotFound, `Product ${id} not found`, { productId: id });
  return found;
}

function assertRevision(sent: string | null | undefined, revision: string, id: string, at: string) {
  if (!sent)
    throw validationError([
      { field: `${at}.revision`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  if (sent !== revision)
    throw conflict(CatalogErrorCode.revisionMismatch, 'The product changed since it was read', {
      productId: id,
      currentRevision: revision,
    });
}

export async function updateProductInTx(
  tx: Db,
  caller: Caller,
  id: string,
  input: V3ProductInput,
  at = 'product',
  /** False for the by-filter job, which changes every product it matches as it finds it. */
  checkRevision = true,
): Promise<V3Product> {
  const current = await lockProduct(tx, caller, id);
  const revision = String(current.product.updatedAt.getTime());
  if (checkRevision) assertRevision(input.revision, revision, id, at);
  const columns = productColumns(input, current.product.details);
  const name = columns.name ?? current.product.name;
  if (input.slug != null || columns.name !== undefined)
    columns.slug = await productSlug(
      tx,
      caller.siteId,
      input.slug ?? current.product.slug,
      name,
      id,
    );
  const options = input.options ? optionsOf(input.options, at) : storedOptions(current);
  const variants = input.variantsInfo?.variants;
  if (input.options && !variants)
    throw validationError([
      {
        field: `${at}.variantsInfo.variants`,
        description: 'must come with new options',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  const values = variants
    ? catalogValues(options, variants, current.product.currency, at, current)
    : undefined;
  await tx
    .update(storesProducts)
    .set({
      ...columns,
      ...(values ? catalogColumns(values) : {}),
      updatedAt: nextUpdatedAt(caller.now, current.product.updatedAt),
    })
    .where(eq(storesProducts.id, id));
  if (values) await writeOptionsAndVariants(tx, caller.siteId, id, values);
  const product = await reread(tx, caller.siteId, id);
  await recordProductEvent(tx, {
    siteId: caller.siteId,
    slug: 'updated',
    entityId: id,
    wire: product,
    caller,
  });
  return product;
}

export function updateProductV3(
  db: Db,
  caller: Caller,
  id: string,
  input: V3ProductInput,
): Promise<ProductV3Response> {
  return db.transaction(async (tx) => ({
    product: await updateProductInTx(tx, caller, id, input),
  }));
}

export async function deleteProductInTx(tx: Db, caller: Caller, id: string): Promise<void> {
  const current = await lockProduct(tx, caller, id);
  await tx.delete(storesProducts).where(eq(storesProducts.id, id));
  await recordProductEvent(tx, {
    siteId: caller.siteId,
    slug: 'deleted',
    entityId: id,
    wire: render(current),
    caller,
  });
}

export async function deleteProductV3(db: Db, caller: Caller, id: string): Promise<object> {
  await db.transaction((tx) => deleteProductInTx(tx, caller, id));
  return {};
}

/** Inventory writes move the product's revision too: its items carry the product's. */
export { nextUpdatedAt };
