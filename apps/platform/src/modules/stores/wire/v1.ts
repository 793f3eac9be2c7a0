import type { PriceData, Product, ProductOption, Variant } from '@headless/contract';
import { applyDiscount, formatMoney, toMajorNumber } from '../../../kernel/money';
import type { CatalogProduct, OptionRow, ProductRow, VariantRow } from '../catalog';
import { inventoryStatus, variantInStock } from '../stock';

/** Stores v1 prices: numbers plus formatted text, before and after the product's discount. */
export function priceData(minor: number, product: ProductRow): PriceData {
  const { currency } = product;
  const discounted = applyDiscount(minor, {
    type: product.discountType,
    value: product.discountValue,
  });
  return {
    currency,
    price: toMajorNumber(minor, currency),
    discountedPrice: toMajorNumber(discounted, currency),
    formatted: {
      price: formatMoney(minor, currency),
      discountedPrice: formatMoney(discounted, currency),
    },
  };
}

/** A variant's own price, or the product's. */
export const variantPriceMinor = (product: ProductRow, variant: VariantRow): number =>
  variant.priceMinor ?? product.priceMinor;

export function productToWire({ product, options, variants }: CatalogProduct): Product {
  const price = priceData(product.priceMinor, product);
  const media = product.details.media ?? [];
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    visible: product.visible,
    productType: product.productType,
    description: product.description,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.weight !== null ? { weight: product.weight } : {}),
    stock: stockToWire(product, variants),
    price,
    priceData: price,
    convertedPriceData: price,
    priceRange: priceRange(product, variants),
    media: { ...(media[0] ? { mainMedia: media[0] } : {}), items: media },
    productOptions: options.map((o) => optionToWire(o, product, variants)),
    manageVariants: product.manageVariants,
    customTextFields: product.details.customTextFields ?? [],
    additionalInfoSections: product.details.additionalInfoSections ?? [],
    ribbons: product.ribbon ? [{ text: product.ribbon }] : [],
    ...(product.ribbon ? { ribbon: product.ribbon } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
    discount: discountToWire(product),
    collectionIds: product.collectionIds,
    productPageUrl: product.details.productPageUrl ?? {
      base: '/',
      path: `/product-page/${product.slug}`,
    },
    numericId: String(product.numericId),
    variants: variants.map((v) => variantToWire(v, product)),
    lastUpdated: product.updatedAt.toISOString(),
    createdDate: product.createdAt.toISOString(),
  };
}

function stockToWire(product: ProductRow, variants: VariantRow[]): Product['stock'] {
  const tracked = product.trackInventory;
  const quantity = variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0);
  return {
    trackInventory: tracked,
    ...(tracked ? { quantity } : {}),
    inStock: variants.some((v) => v.visible && variantInStock(product, v)),
    inventoryStatus: inventoryStatus(product, variants),
  };
}

/** Lowest and highest price over the visible variants (before discounts). */
function priceRange(product: ProductRow, variants: VariantRow[]): Product['priceRange'] {
  const visible = variants.filter((v) => v.visible);
  const prices = (visible.length ? visible : variants).map((v) => variantPriceMinor(product, v));
  return {
    minValue: toMajorNumber(Math.min(product.priceMinor, ...prices), product.currency),
    maxValue: toMajorNumber(Math.max(product.priceMinor, ...prices), product.currency),
  };
}

function optionToWire(
  option: OptionRow,
  product: ProductRow,
  variants: VariantRow[],
): ProductOption {
  const media = product.details.media ?? [];
  return {
    optionType: option.optionType,
    name: option.name,
    choices: option.choices.map((c) => {
      const items = media.filter((m) => c.mediaIds?.includes(m.id));
      const withChoice = variants.filter(
        (v) => v.visible && v.choices[option.name] === c.description,
      );
      return {
        value: c.value,
        description: c.description,
        ...(items[0] ? { media: { mainMedia: items[0], items } } : {}),
        inStock: withChoice.some((v) => variantInStock(product, v)),
        visible: c.visible,
      };
    }),
  };
}

function variantToWire(variant: VariantRow, product: ProductRow): Variant {
  const price = priceData(variantPriceMinor(product, variant), product);
  const tracked = product.trackInventory;
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData: price,
      convertedPriceData: price,
      ...(variant.weight !== null ? { weight: variant.weight } : {}),
      ...(variant.sku ? { sku: variant.sku } : {}),
      visible: variant.visible,
    },
    stock: {
      trackQuantity: tracked,
      ...(tracked ? { quantity: variant.quantity ?? 0 } : {}),
      inStock: variantInStock(product, variant),
    },
  };
}

function discountToWire(product: ProductRow): Product['discount'] {
  const { discountType: type, discountValue: value } = product;
  return { type, value: type === 'AMOUNT' ? toMajorNumber(value, product.currency) : value };
}
