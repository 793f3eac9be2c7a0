import type { Product } from '@headless/sdk/stores';
import { priceRangeOf } from './product-price';
import type { ProductOptionView, ProductView, VariantPriceView } from './types';

function optionsOf(product: Product): ProductOptionView[] {
  return (product.productOptions ?? []).map((option) => ({
    name: option.name,
    kind: option.optionType === 'color' ? 'swatch' : 'select',
    choices: option.choices
      .filter((choice) => choice.visible !== false)
      .map((choice) => ({
        description: choice.description || choice.value,
        value: choice.value,
        inStock: choice.inStock,
      })),
  }));
}

type PriceData = NonNullable<Product['priceData']>;

/** The price shown (the discounted one when lower) and the price before it, when discounted. */
function pricesOf(price: PriceData | undefined): { shown: string; full?: string } {
  if (!price) return { shown: '' };
  const discounted = price.discountedPrice !== undefined && price.discountedPrice < price.price;
  if (!discounted) return { shown: price.formatted.price };
  return { shown: price.formatted.discountedPrice, full: price.formatted.price };
}

/** The visible variants with their own prices, when those differ (else the product's price says it). */
function variantsOf(product: Product): { views: VariantPriceView[]; range?: string } {
  const visible = (product.variants ?? []).filter((v) => v.variant?.visible !== false);
  const priced = visible.map((v) => ({ v, price: v.variant?.priceData }));
  const range = priceRangeOf(
    priced.map(({ price }) => ({
      amount: price?.discountedPrice ?? 0,
      text: pricesOf(price).shown,
    })),
  );
  if (!range) return { views: [] };
  const views = priced.map(({ v, price }) => {
    const { shown, full } = pricesOf(price);
    return {
      choices: v.choices ?? {},
      price: shown,
      ...(full && { fullPrice: full }),
      inStock: v.stock?.inStock ?? true,
    };
  });
  return { views, range };
}

/** A catalog v1 product as the store shows it: prices already formatted by the platform. */
export function toProductView(product: Product): ProductView {
  const price = pricesOf(product.priceData ?? product.price);
  const main = product.media?.mainMedia?.image ?? product.media?.items?.[0]?.image;
  const ribbon = product.ribbon || product.ribbons?.[0]?.text;
  const variants = variantsOf(product);
  return {
    id: product.id,
    name: product.name || 'Untitled product',
    ...(main && { image: { url: main.url, alt: main.altText || product.name } }),
    price: variants.range ?? price.shown,
    ...(price.full && !variants.range && { fullPrice: price.full }),
    ...(ribbon && { ribbon }),
    inStock: product.stock?.inStock ?? true,
    options: optionsOf(product),
    variants: variants.views,
  };
}
