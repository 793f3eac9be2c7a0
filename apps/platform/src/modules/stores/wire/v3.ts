import type { ProductMediaItem, V3Money, V3Product, V3Variant } from '@headless/contract';
import { createHash } from 'node:crypto';
import { applyDiscount, formatMoney, toDecimal } from '../../../kernel/money';
import type { CatalogProduct, OptionRow, ProductRow, VariantRow } from '../catalog';
import { inventoryStatus, variantInStock } from '../stock';
import { variantPriceMinor } from './v1';

/**
 * Catalog V3's rendering of a catalog product (docs/protocol.md §2.3): the same rows and rules as
 * V1's (wire/v1.ts), field names from the V3 reference. V1's product discount becomes V3's
 * actual price, with the price before it as the compare-at price (the V1 to V3 migration guide).
 */

/** A stable id for what V1 rows name but do not number (v3/derived-id.ts does the same in SQL). */
export function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
/**
 * A V3 option is a site-wide customization, one per name, that products share (the Customizations
 * API): its id and its choices' ids come from the names alone, so every product reports the same.
 */
export const optionId = (optionName: string) => derivedId('option', optionName);
export const choiceId = (optionName: string, description: string) =>
  derivedId('option', optionName, description);
/** Modifiers and info sections likewise: one site-wide entity per title. */
export const modifierId = (title: string) => derivedId('modifier', title);
export const infoSectionId = (title: string) => derivedId('info-section', title);
/** Brands and ribbons have no rows of their own: their id is derived from their name. */
export const brandId = (name: string) => derivedId('brand', name);
export const ribbonId = (name: string) => derivedId('ribbon', name);

const money = (minor: number, currency: string): V3Money => ({
  amount: toDecimal(minor, currency),
  formattedAmount: formatMoney(minor, currency),
});

const discounted = (minor: number, product: ProductRow) =>
  applyDiscount(minor, { type: product.discountType, value: product.discountValue });

/** A variant's price as V3 names it: what the buyer pays, and the price before the discount. */
export function variantPriceV3(product: ProductRow, variant: VariantRow): V3Variant['price'] {
  const minor = variantPriceMinor(product, variant);
  const actual = discounted(minor, product);
  return {
    actualPrice: money(actual, product.currency),
    ...(actual !== minor ? { compareAtPrice: money(minor, product.currency) } : {}),
  };
}

function mediaToV3(item: ProductMediaItem) {
  const image = item.image;
  return {
    id: item.id,
    url: image?.url ?? '',
    ...(image ? { image: { id: item.id, ...image } } : {}),
    altText: item.title ?? null,
    mediaType: item.mediaType === 'video' ? ('VIDEO' as const) : ('IMAGE' as const),
  };
}

function optionToV3(option: OptionRow, product: ProductRow, variants: VariantRow[]) {
  const media = product.details.media ?? [];
  const swatch = option.optionType === 'color';
  return {
    id: optionId(option.name),
    key: option.name,
    name: option.name,
    optionRenderType: swatch ? ('SWATCH_CHOICES' as const) : ('TEXT_CHOICES' as const),
    choicesSettings: {
      choices: option.choices.map((c) => {
        const withChoice = variants.filter(
          (v) => v.visible && v.choices[option.name] === c.description,
        );
        const linked = media.filter((m) => c.mediaIds?.includes(m.id)).map(mediaToV3);
        return {
          choiceId: choiceId(option.name, c.description),
          key: c.description,
          name: c.description,
          choiceType: swatch ? ('ONE_COLOR' as const) : ('CHOICE_TEXT' as const),
          ...(swatch ? { colorCode: c.value } : {}),
          inStock: withChoice.some((v) => variantInStock(product, v)),
          visible: c.visible,
          ...(linked.length ? { linkedMedia: linked } : {}),
        };
      }),
    },
  };
}

export function variantToV3(
  variant: VariantRow,
  product: ProductRow,
  options: OptionRow[],
): V3Variant {
  return {
    id: variant.id,
    visible: variant.visible,
    ...(variant.sku ? { sku: variant.sku } : {}),
    choices: options
      .filter((o) => variant.choices[o.name] !== undefined)
      .map((o) => {
        const name = variant.choices[o.name]!;
        return {
          optionChoiceIds: {
            optionId: optionId(o.name),
            choiceId: choiceId(o.name, name),
          },
          optionChoiceNames: {
            optionName: o.name,
            choiceName: name,
            renderType: o.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
          },
        };
      }),
    price: variantPriceV3(product, variant),
    ...(product.productType === 'physical'
      ? { physicalProperties: variant.weight !== null ? { weight: variant.weight } : {} }
      : {}),
    inventoryStatus: { inStock: variantInStock(product, variant), preorderEnabled: false },
  };
}

/** Lowest and highest over the visible variants (all of them when none is visible). */
function priceRanges(product: ProductRow, variants: VariantRow[]) {
  const visible = variants.filter((v) => v.visible);
  const prices = (visible.length ? visible : variants).map((v) => variantPriceMinor(product, v));
  const all = prices.length ? prices : [product.priceMinor];
  const [min, max] = [Math.min(...all), Math.max(...all)];
  const range = (low: number, high: number) => ({
    minValue: money(low, product.currency),
    maxValue: money(high, product.currency),
  });
  return {
    actualPriceRange: range(discounted(min, product), discounted(max, product)),
    compareAtPriceRange: range(min, max),
  };
}

export const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

type TextField = NonNullable<ProductRow['details']['customTextFields']>[number];

/** V1's custom text field is V3's FREE_TEXT modifier: the buyer's text on the line. */
function modifierToV3(field: TextField) {
  return {
    id: modifierId(field.title),
    key: field.title,
    name: field.title,
    modifierRenderType: 'FREE_TEXT' as const,
    mandatory: field.mandatory,
    freeTextSettings: { minCharCount: 0, maxCharCount: field.maxLength, title: field.title },
  };
}

export function productToV3(
  { product, options, variants }: CatalogProduct,
  { withVariants }: { withVariants: boolean },
): V3Product {
  const media = (product.details.media ?? []).map(mediaToV3);
  const categories = product.collectionIds.map((id) => ({ id }));
  const path = product.details.productPageUrl?.path ?? `/product-page/${product.slug}`;
  const base = product.details.productPageUrl?.base ?? '';
  return {
    id: product.id,
    revision: String(product.updatedAt.getTime()),
    createdDate: product.createdAt.toISOString(),
    updatedDate: product.updatedAt.toISOString(),
    name: product.name,
    slug: product.slug,
    url: { relativePath: path, url: `${base.replace(/\/$/, '')}${path}` },
    plainDescription: plainText(product.description),
    visible: product.visible,
    visibleInPos: product.visible,
    productType: product.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    ...(product.productType === 'physical' ? { physicalProperties: {} } : {}),
    currency: product.currency,
    media: { ...(media[0] ? { main: media[0] } : {}), itemsInfo: { items: media } },
    options: options.map((o) => optionToV3(o, product, variants)),
    modifiers: (product.details.customTextFields ?? []).map(modifierToV3),
    ...(product.brand ? { brand: { id: brandId(product.brand), name: product.brand } } : {}),
    ...(product.ribbon ? { ribbon: { id: ribbonId(product.ribbon), name: product.ribbon } } : {}),
    infoSections: (product.details.additionalInfoSections ?? []).map((s) => ({
      id: infoSectionId(s.title),
      uniqueName: s.title,
      title: s.title,
      plainDescription: plainText(s.description),
    })),
    allCategoriesInfo: { categories },
    directCategoriesInfo: { categories },
    ...(categories[0] ? { mainCategoryId: categories[0].id } : {}),
    ...priceRanges(product, variants),
    inventory: {
      availabilityStatus: inventoryStatus(product, variants),
      preorderStatus: 'DISABLED',
    },
    ...(withVariants
      ? { variantsInfo: { variants: variants.map((v) => variantToV3(v, product, options)) } }
      : {}),
    variantSummary: { variantCount: variants.length },
  };
}
