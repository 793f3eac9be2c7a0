import type {
  GetProductResponse,
  QueryProductsRequest,
  QueryProductsResponse,
} from '@headless/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/reads';
import { storesProducts } from '../../db/schema/stores';
import { notFound } from '../../kernel/errors';
import { isAdmin } from '../../http/auth-context';
import { compileQuery } from '../../query';
import { findProduct, withOptionsAndVariants } from './catalog';
import { productQuerySpec } from './query-spec';
import { productToWire } from './wire/v1';
import type { Caller, CallerIdentity } from '../../kernel/caller';

/** Site visitors and members see visible products only; the owner and apps may ask for hidden ones. */
const seesHidden = (identity: CallerIdentity, asked = false) => asked && isAdmin(identity);

export async function queryProducts(
  db: Db,
  caller: Caller,
  request: QueryProductsRequest,
): Promise<QueryProductsResponse> {
  const { siteId, identity } = caller;
  const q = compileQuery(request.query, productQuerySpec);
  const scope: SQL[] = [eq(storesProducts.siteId, siteId), q.where];
  if (!seesHidden(identity, request.includeHiddenProducts))
    scope.push(eq(storesProducts.visible, true));
  const where = and(...scope);
  const { rows, total } = await selectPage(db, storesProducts, where, q);
  const products = (await withOptionsAndVariants(db, siteId, rows)).map(productToWire);
  return { products, metadata: { count: products.length, offset: q.offset, total } };
}

export async function getProduct(db: Db, caller: Caller, id: string): Promise<GetProductResponse> {
  const { siteId, identity } = caller;
  const found = await findProduct(db, siteId, id);
  if (!found || (!found.product.visible && !seesHidden(identity, true))) {
    throw notFound('PRODUCT_NOT_FOUND', `Product ${id} not found`, { id });
  }
  return { product: productToWire(found) };
}
