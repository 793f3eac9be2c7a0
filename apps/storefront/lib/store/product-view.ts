import type { Product } from '@headless/sdk/stores';
import type { ProductOptionView, ProductView } from './types';

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

/** A catalog v1 product as the store shows it: prices already formatted by the platform. */
export function toProductView(product: Product): ProductView {
  const price = product.priceData ?? product.price;
  const discounted = price?.discountedPrice !== undefined && price.discountedPrice < price.price;
  const main = product.media?.mainMedia?.image ?? product.media?.items?.[0]?.image;
  const ribbon = product.ribbon || product.ribbons?.[0]?.text;
  return {
    id: product.id,
    name: product.name || 'Untitled product',
    ...(main && { image: { url: main.url, alt: main.altText || product.name } }),
    price: (discounted ? price?.formatted.discountedPrice : price?.formatted.price) ?? '',
    ...(discounted && { fullPrice: price.formatted.price }),
    ...(ribbon && { ribbon }),
    inStock: product.stock?.inStock ?? true,
    options: optionsOf(product),
  };
}
