import type { Product } from '@headless/sdk/stores';
import { plainTextOf } from './plain-text';
import { priceRangeOf } from './product-price';
import type {
  ImageView,
  ProductDetailView,
  ProductOptionView,
  ProductView,
  VariantPriceView,
} from './types';

type MediaItem = NonNullable<NonNullable<Product['media']>['mainMedia']>;

const imageOf = (item: MediaItem | undefined, name: string): ImageView | undefined =>
  item?.image && { url: item.image.url, alt: item.image.altText || name };

function optionsOf(product: Product): ProductOptionView[] {
  return (product.productOptions ?? []).map((option) => ({
    name: option.name,
    kind: option.optionType === 'color' ? 'swatch' : 'select',
    choices: option.choices
      .filter((choice) => choice.visible !== false)
      .map((choice) => {
        const description = choice.description || choice.value;
        const image = imageOf(choice.media?.mainMedia, `${product.name}, ${description}`);
        return {
          description,
          value: choice.value,
          inStock: choice.inStock,
          ...(image && { image }),
        };
      }),
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
  const image = imageOf(product.media?.mainMedia ?? product.media?.items?.[0], product.name);
  const ribbon = product.ribbon || product.ribbons?.[0]?.text;
  const variants = variantsOf(product);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name || 'Untitled product',
    ...(image && { image }),
    price: variants.range ?? price.shown,
    ...(price.full && !variants.range && { fullPrice: price.full }),
    ...(ribbon && { ribbon }),
    inStock: product.stock?.inStock ?? true,
    options: optionsOf(product),
    variants: variants.views,
  };
}

/** A catalog v1 product on its own page: the card, its description, pictures and stock. */
export function toProductDetailView(product: Product): ProductDetailView {
  const media = (product.media?.items ?? []).flatMap((item) => imageOf(item, product.name) ?? []);
  const stock = (product.variants ?? [])
    .filter((v) => v.variant?.visible !== false && Object.keys(v.choices ?? {}).length > 0)
    .map((v) => ({ choices: v.choices ?? {}, inStock: v.stock?.inStock ?? true }));
  return {
    ...toProductView(product),
    description: plainTextOf(product.description ?? ''),
    media,
    stock,
  };
}
