import type {
  BulkCreateProductsV3Request,
  BulkDeleteProductsV3Response,
  BulkProductsV3Response,
  BulkUpdateProductsV3Request,
  Filter,
  V3Product,
  V3ProductInput,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts as p } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { compileWhere } from '../../../query';
import { productV3QuerySpec } from '../query-spec-v3';
import { expressionWhere } from '../service-v3';
import { attempt, bulkAnswer, type Outcome } from './bulk';
import { createProductInTx, deleteProductInTx, updateProductInTx } from './product-writes';

const productId = (product: V3Product) => product.id;

export async function bulkCreateProductsV3(
  db: Db,
  caller: Caller,
  request: BulkCreateProductsV3Request,
): Promise<BulkProductsV3Response> {
  const outcomes: Outcome<V3Product>[] = [];
  for (const [i, input] of request.products.entries())
    outcomes.push(
      await attempt(
        () => db.transaction((tx) => createProductInTx(tx, caller, input, `products[${i}]`)),
        productId,
      ),
    );
  return bulkAnswer(outcomes, request.returnEntity ?? false, []);
}

export async function bulkUpdateProductsV3(
  db: Db,
  caller: Caller,
  request: BulkUpdateProductsV3Request,
): Promise<BulkProductsV3Response> {
  const outcomes: Outcome<V3Product>[] = [];
  for (const [i, { product }] of request.products.entries()) {
    const at = `products[${i}].product`;
    outcomes.push(
      await attempt(
        () => db.transaction((tx) => updateProductInTx(tx, caller, product.id ?? '', product, at)),
        productId,
      ),
    );
  }
  const ids = request.products.map(({ product }) => product.id ?? undefined);
  return bulkAnswer(outcomes, request.returnEntity ?? false, ids);
}

export async function bulkDeleteProductsV3(
  db: Db,
  caller: Caller,
  productIds: string[],
): Promise<BulkDeleteProductsV3Response> {
  const outcomes: Outcome<string>[] = [];
  for (const id of productIds)
    outcomes.push(
      await attempt(
        () => db.transaction(async (tx) => (await deleteProductInTx(tx, caller, id), id)),
        (x) => x,
      ),
    );
  return bulkAnswer(outcomes, false, productIds);
}

/** The site's products a by-filter request names (all of them, hidden ones included). */
async function matchingIds(
  db: Db,
  caller: Caller,
  filter: Filter | null | undefined,
  expression?: string | null,
) {
  const where = and(
    eq(p.siteId, caller.siteId),
    compileWhere(filter ?? undefined, productV3QuerySpec, 'filter'),
    expressionWhere(expression ?? undefined),
  );
  return (await db.select({ id: p.id }).from(p).where(where)).map((r) => r.id);
}

/**
 * By filter, the platform starts a job and answers its id; here the job has run by the answer.
 * Each product takes the same fields, with no revision check.
 */
export async function bulkUpdateProductsByFilterV3(
  db: Db,
  caller: Caller,
  request: {
    filter?: Filter | null;
    search?: { expression?: string | null };
    product: V3ProductInput;
  },
): Promise<{ jobId: string }> {
  for (const id of await matchingIds(db, caller, request.filter, request.search?.expression))
    await db.transaction((tx) =>
      updateProductInTx(tx, caller, id, request.product, 'product', false),
    );
  return { jobId: randomUUID() };
}

export async function bulkDeleteProductsByFilterV3(
  db: Db,
  caller: Caller,
  request: { filter?: Filter | null; search?: { expression?: string | null } },
): Promise<{ jobId: string }> {
  const ids = await matchingIds(db, caller, request.filter, request.search?.expression);
  await bulkDeleteProductsV3(db, caller, ids);
  return { jobId: randomUUID() };
}

/**
 * Category membership by filter: each matching product joins (or leaves) the categories, which
 * the catalog keeps as the product's collection ids; a job, as the other by-filter forms.
 */
export async function bulkCategoriesByFilterV3(
  db: Db,
  caller: Caller,
  request: {
    filter?: Filter | null;
    search?: { expression?: string | null };
    categoryIds: string[];
  },
  change: 'add' | 'remove',
): Promise<{ jobId: string }> {
  for (const id of await matchingIds(db, caller, request.filter, request.search?.expression))
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ids: p.collectionIds })
        .from(p)
        .where(eq(p.id, id))
        .for('update');
      if (!row) return;
      const ids =
        change === 'add'
          ? [...new Set([...row.ids, ...request.categoryIds])]
          : row.ids.filter((c) => !request.categoryIds.includes(c));
      const categories = ids.map((c) => ({ id: c }));
      await updateProductInTx(
        tx,
        caller,
        id,
        { directCategoriesInfo: { categories } },
        'product',
        false,
      );
    });
  return { jobId: randomUUID() };
}
