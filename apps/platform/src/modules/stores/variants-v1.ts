import {
  CartErrorCode,
  DEFAULT_PAGE_SIZE,
  type QueryProductVariantsRequest,
  type QueryStoreVariantsRequest,
  type StoreVariant,
  type Variant,
} from '@headless/contract';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storesProducts as p, storesVariants as v } from '../../db/schema/stores';
import { isAdmin } from '../../http/auth-context';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { compileQuery, defineFields, type EntityQuerySpec } from '../../query';
import { findProduct, type CatalogProduct, type ProductRow, type VariantRow } from './catalog';
import { variantInStock, variantInStockSql } from './stock';
import { productToWire } from './wire/v1';

/**
 * Catalog V1 variant reads (docs/protocol.md §2.3): store variants across the catalog, a
 * product's variants, and the choices a selection leaves. Visitors see visible products only,
 * as in the products query.
 */
const productNotFound = (id: string) =>
  notFound(CartErrorCode.productNotFound, `Product ${id} not found`, { id });

/** The product a visitor may see, or 404. */
export async function visibleProduct(db: Db, caller: Caller, id: string): Promise<CatalogProduct> {
  const found = await findProduct(db, caller.siteId, id);
  if (!found || (!found.product.visible && !isAdmin(caller.identity))) throw productNotFound(id);
  return found;
}

export function storeVariantToWire(product: ProductRow, variant: VariantRow): StoreVariant {
  const tracked = product.trackInventory;
  const sku = variant.sku ?? product.sku;
  return {
    id: `${product.id}-${variant.id}`,
    variantId: variant.id,
    productId: product.id,
    variantName: Object.values(variant.choices).join(' | '),
    productName: product.name,
    managedVariant: product.manageVariants,
    ...(sku ? { sku } : {}),
    stock: {
      trackQuantity: tracked,
      ...(tracked ? { quantity: variant.quantity ?? 0 } : {}),
      inStock: variantInStock(product, variant),
    },
    choices: variant.choices,
    collectionIds: product.collectionIds,
  };
}

/** `{productId}-{variantId}`: two uuids, so the split is at the 36th character. */
export async function getStoreVariant(db: Db, caller: Caller, id: string) {
  const [productId, variantId] = [id.slice(0, 36), id.slice(37)];
  const found =
    isUuid(productId) && id[36] === '-' && (await visibleProductOrNone(db, caller, productId));
  const variant = found ? found.variants.find((x) => x.id === variantId) : undefined;
  if (!found || !variant)
    throw notFound(CartErrorCode.variantNotFound, `Store variant ${id} not found`, { id });
  return { variant: storeVariantToWire(found.product, variant) };
}

async function visibleProductOrNone(db: Db, caller: Caller, id: string) {
  return visibleProduct(db, caller, id).catch(() => undefined);
}

const storeVariantSpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${p.id}::text || '-' || ${v.id}::text`, type: 'string' },
    variantId: { sql: sql`${v.id}::text`, type: 'string' },
    productId: { sql: sql`${p.id}::text`, type: 'string', sortable: true },
    productName: { sql: p.name, type: 'string', sortable: true },
    sku: { sql: sql`coalesce(${v.sku}, ${p.sku})`, type: 'string', sortable: true },
    managedVariant: { sql: p.manageVariants, type: 'boolean' },
    collectionIds: { sql: p.collectionIds, type: 'stringArray' },
    'stock.trackQuantity': { sql: p.trackInventory, type: 'boolean' },
    'stock.quantity': { sql: v.quantity, type: 'number', sortable: true },
    'stock.inStock': { sql: variantInStockSql, type: 'boolean' },
  }),
  defaultSort: [asc(p.createdAt), asc(v.position)],
  tieBreaker: v.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

export async function queryStoreVariants(
  db: Db,
  caller: Caller,
  request: QueryStoreVariantsRequest,
) {
  const q = compileQuery(request.query, storeVariantSpec);
  const scope: SQL[] = [eq(v.siteId, caller.siteId), q.where];
  if (!isAdmin(caller.identity)) scope.push(eq(p.visible, true));
  const where = and(...scope);
  const from = db.select({ product: p, variant: v }).from(v).innerJoin(p, eq(p.id, v.productId));
  const [rows, [total]] = await Promise.all([
    from
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(v).innerJoin(p, eq(p.id, v.productId)).where(where),
  ]);
  const variants = rows.map((r) => storeVariantToWire(r.product, r.variant));
  return {
    variants,
    metadata: { count: variants.length, offset: q.offset, total: total?.n ?? 0 },
  };
}

/** A product's variants with all of `choices` (and among `variantIds` when given). */
export async function queryProductVariants(
  db: Db,
  caller: Caller,
  id: string,
  request: QueryProductVariantsRequest,
) {
  const found = await visibleProduct(db, caller, id);
  const wire = productToWire(found).variants;
  const wanted = Object.entries(request.choices ?? {});
  const matching = wire.filter(
    (x) =>
      wanted.every(([option, choice]) => x.choices[option] === choice) &&
      (!request.variantIds?.length || request.variantIds.includes(x.id)),
  );
  const offset = request.paging?.offset ?? 0;
  const page = matching.slice(offset, offset + (request.paging?.limit ?? 100));
  return {
    variants: page,
    metadata: { items: page.length, offset },
    totalResults: matching.length,
  };
}

/**
 * Which choices the selection leaves: a choice is in stock (visible) when a variant with it and
 * with the other options' selected choices is; a whole selection names the variant it buys.
 */
export async function productOptionsAvailability(
  db: Db,
  caller: Caller,
  id: string,
  selection: Record<string, string> = {},
) {
  const product = productToWire(await visibleProduct(db, caller, id));
  const agrees = (x: Variant, except?: string) =>
    Object.entries(selection).every(([o, c]) => o === except || x.choices[o] === c);
  const productOptions = product.productOptions.map((option) => ({
    ...option,
    choices: option.choices.map((choice) => {
      const withIt = product.variants.filter(
        (x) =>
          x.variant.visible &&
          agrees(x, option.name) &&
          x.choices[option.name] === choice.description,
      );
      return {
        ...choice,
        inStock: withIt.some((x) => x.stock.inStock),
        visible: choice.visible && withIt.length > 0,
      };
    }),
  }));
  const whole = product.productOptions.every((o) => selection[o.name] !== undefined);
  const selected = whole ? product.variants.find((x) => agrees(x)) : undefined;
  return {
    ...(selected
      ? {
          selectedVariant: {
            price: selected.variant.priceData,
            convertedPriceData: selected.variant.convertedPriceData,
            ...(selected.variant.weight !== undefined ? { weight: selected.variant.weight } : {}),
            ...(selected.variant.sku ? { sku: selected.variant.sku } : {}),
            ...(selected.stock.quantity !== undefined ? { quantity: selected.stock.quantity } : {}),
            inStock: selected.stock.inStock,
            visible: selected.variant.visible,
          },
        }
      : {}),
    media: product.media,
    productOptions,
    availableForPurchase: Boolean(selected?.variant.visible && selected.stock.inStock),
  };
}
