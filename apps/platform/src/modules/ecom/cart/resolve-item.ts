import { STORES_CATALOG_APP_IDS, type CatalogReference } from '@headless/contract';
import type { Db } from '../../../db/client';
import { invalid, notFound, validationError } from '../../../kernel/errors';
import type { Synced } from '../../../cache/site-cache';
import { catalogProduct } from './catalog-cache';
import type { CatalogProduct, VariantRow } from '../../stores/index';
import { catalogVersionOfSite, variantInStock } from '../../stores/index';

/** A cart line's catalog reference, resolved against the site's catalog. */
export interface ResolvedItem extends CatalogProduct {
  appId: string;
  variant: VariantRow;
  /** The line's reference options, as its catalog version names them. */
  referenceOptions: Record<string, string>;
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
  const v3 = (await catalogVersionOfSite(db, siteId)) === 'V3_CATALOG';
  if (v3 && (!ref.options?.variantId || Object.keys(ref.options.options ?? {}).length))
    refuseOnV3(ref, at);
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
  return {
    ...found,
    appId: ref.appId,
    variant,
    // A V3 line is referenced by its variant alone: `options.options` would name modifiers there.
    referenceOptions: v3 ? {} : variant.choices,
    optionsKey: optionsKey(variant.choices),
  };
}

/**
 * On a Catalog V3 site a line names its variant by id, always (`options.variantId`; the V3 eCommerce
 * integration guide), and `options.options` holds modifier choices, which no product here has. So a
 * Catalog V1 reference by option names (`options.options: { Size: 'L' }`) is a 400 that says so. A
 * V3 reference (by variant id) is a V1 one too: Catalog V1 takes `variantId` as well.
 */
function refuseOnV3(ref: CatalogReference, at: string): never {
  const names = Object.keys(ref.options?.options ?? {});
  if (!ref.options?.variantId)
    throw validationError([
      {
        field: `${at}.options.variantId`,
        description:
          'is required on a Catalog V3 site: name the variant by its id (the product’s ' +
          'variantsInfo.variants[].id); options.options holds modifier choices, not options',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  throw validationError(
    names.map((name) => ({
      field: `${at}.options.options.${name}`,
      description: 'is not a modifier of this product (Catalog V3 names the variant by its id)',
      violatedRule: 'VALIDATION',
    })),
  );
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
