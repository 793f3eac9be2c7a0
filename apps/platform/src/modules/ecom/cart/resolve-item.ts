import { STORES_CATALOG_APP_IDS, type CatalogReference } from '@headless/contract';
import type { Db } from '../../../db/client';
import { invalid, notFound, validationError } from '../../../kernel/errors';
import type { Synced } from '../../../cache/site-cache';
import { catalogProduct } from './catalog-cache';
import type { CatalogProduct, VariantRow } from '../../stores/index';
import { variantInStock } from '../../stores/index';

/** A cart line's catalog reference, resolved against the site's catalog. */
export interface ResolvedItem extends CatalogProduct {
  appId: string;
  variant: VariantRow;
  /** Canonical text of the chosen options: equal keys are the same line. */
  optionsKey: string;
}

export async function resolveItem(
  db: Db,
  siteId: string,
  ref: CatalogReference,
  at: string,
  synced?: Synced,
): Promise<ResolvedItem> {
  if (!STORES_CATALOG_APP_IDS.includes(ref.appId)) {
    throw validationError([
      {
        field: `${at}.appId`,
        description: `must be one of: ${STORES_CATALOG_APP_IDS.join(', ')}`,
        violatedRule: 'VALIDATION',
      },
    ]);
  }
  const found = await catalogProduct(db, siteId, ref.catalogItemId, synced);
  if (!found || !found.product.visible) {
    throw notFound('PRODUCT_NOT_FOUND', `Product ${ref.catalogItemId} not found`, {
      id: ref.catalogItemId,
    });
  }
  const variant = ref.options?.variantId
    ? found.variants.find((v) => v.id === ref.options?.variantId)
    : variantForOptions(found, ref.options?.options ?? {}, `${at}.options.options`);
  if (!variant || !variant.visible) {
    throw notFound('VARIANT_NOT_FOUND', `Product ${found.product.name} has no such variant`, {
      id: ref.catalogItemId,
    });
  }
  if (!variantInStock(found.product, variant)) {
    throw invalid('ITEM_OUT_OF_STOCK', `${found.product.name} is out of stock`, {
      id: ref.catalogItemId,
      variantId: variant.id,
    });
  }
  return { ...found, appId: ref.appId, variant, optionsKey: optionsKey(variant.choices) };
}

/** Options name choices by description or value (a color's hex code); every option must be chosen. */
function variantForOptions(
  item: CatalogProduct,
  given: Record<string, string>,
  field: string,
): VariantRow | undefined {
  const chosen: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    if (!item.options.some((o) => o.name === name)) {
      throw validationError([
        {
          field: `${field}.${name}`,
          description: 'is not an option of this product',
          violatedRule: 'VALIDATION',
        },
      ]);
    }
  }
  for (const option of item.options) {
    const wanted = given[option.name];
    const choice = option.choices.find((c) => c.description === wanted || c.value === wanted);
    if (!choice) {
      const allowed = option.choices.map((c) => c.description);
      throw validationError([
        {
          field: `${field}.${option.name}`,
          description: `must be one of: ${allowed.join(', ')}`,
          violatedRule: 'INVALID_ENUM_VALUE',
          data: { allowedValues: allowed },
        },
      ]);
    }
    chosen[option.name] = choice.description;
  }
  return item.variants.find((v) => optionsKey(v.choices) === optionsKey(chosen));
}

export function optionsKey(choices: Record<string, string>): string {
  return JSON.stringify(Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
