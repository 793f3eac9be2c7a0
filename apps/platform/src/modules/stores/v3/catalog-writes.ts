import { CatalogErrorCode } from '@headless/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProductOptions, storesProducts, storesVariants } from '../../../db/schema/stores';
import { conflict } from '../../../kernel/errors';
import { firstFreeSlug, slugify } from '../../../kernel/slug';
import type { CatalogValues } from './product-input';

/**
 * The one catalog's rows written as a whole product: the product, its options and its variants.
 * Variants keep their ids (carts and orders name them) when the values carry one.
 */

const slugTaken = async (tx: Db, siteId: string, slug: string, except?: string) => {
  const [row] = await tx
    .select({ id: storesProducts.id })
    .from(storesProducts)
    .where(and(eq(storesProducts.siteId, siteId), eq(storesProducts.slug, slug)));
  return row !== undefined && row.id !== except;
};

/** The slug asked for (409 when another product has it), or one made free from the name. */
export async function productSlug(
  tx: Db,
  siteId: string,
  asked: string | null | undefined,
  name: string,
  except?: string,
): Promise<string> {
  if (asked) {
    if (await slugTaken(tx, siteId, asked, except))
      throw conflict(CatalogErrorCode.slugAlreadyExists, `Slug ${asked} is taken`, { slug: asked });
    return asked;
  }
  return firstFreeSlug(slugify(name, 'product'), (s) => slugTaken(tx, siteId, s, except));
}

export const catalogColumns = (values: CatalogValues) => ({
  priceMinor: values.priceMinor,
  discountType: values.discountType,
  discountValue: values.discountValue,
  trackInventory: values.trackInventory,
  manageVariants: values.manageVariants,
});

/** Replaces the product's options and variants with `values`'. */
export async function writeOptionsAndVariants(
  tx: Db,
  siteId: string,
  productId: string,
  values: CatalogValues,
): Promise<void> {
  await tx
    .delete(storesProductOptions)
    .where(
      and(eq(storesProductOptions.siteId, siteId), eq(storesProductOptions.productId, productId)),
    );
  if (values.options.length)
    await tx
      .insert(storesProductOptions)
      .values(values.options.map((o, position) => ({ siteId, productId, position, ...o })));
  const kept = values.variants.flatMap((v) => (v.id ? [v.id] : []));
  const ofProduct = and(eq(storesVariants.siteId, siteId), eq(storesVariants.productId, productId));
  await tx
    .delete(storesVariants)
    .where(kept.length ? and(ofProduct, notInArray(storesVariants.id, kept)) : ofProduct);
  // Choices may move between kept variants: park each on a placeholder of its own first, so the
  // (product, choices) unique key never sees two at once.
  for (const id of kept)
    await tx
      .update(storesVariants)
      .set({ choices: { '': id } })
      .where(eq(storesVariants.id, id));
  for (const [position, { id, ...v }] of values.variants.entries()) {
    if (id)
      await tx
        .update(storesVariants)
        .set({ ...v, position })
        .where(eq(storesVariants.id, id));
    else await tx.insert(storesVariants).values({ siteId, productId, ...v, position });
  }
}
