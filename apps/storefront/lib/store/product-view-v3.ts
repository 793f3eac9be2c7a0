import type { ProductV3 } from '@headless/sdk/stores';
import { plainTextOf } from './plain-text';
import { priceRangeOf } from './product-price';
import type {
  ImageView,
  ProductDetailView,
  ProductOptionView,
  ProductView,
  VariantPriceView,
} from './types';

type Media = ProductV3['media']['itemsInfo']['items'][number];

const imageOf = (item: Media | undefined, name: string): ImageView | undefined =>
  item && { url: item.image?.url ?? item.url, alt: item.altText || name };

type Money = { amount: string; formattedAmount: string };
type Range = { minValue: Money; maxValue: Money };

function optionsOf(product: ProductV3): ProductOptionView[] {
  return product.options.map((option) => ({
    name: option.name,
    kind: option.optionRenderType === 'SWATCH_CHOICES' ? 'swatch' : 'select',
    choices: option.choicesSettings.choices
      .filter((choice) => choice.visible)
      .map((choice) => {
        const image = imageOf(choice.linkedMedia?.[0], `${product.name}, ${choice.name}`);
        return {
          description: choice.name,
          value: choice.colorCode ?? choice.name,
          inStock: choice.inStock,
          ...(image && { image }),
        };
      }),
  }));
}

const rangeText = (range: Range) =>
  priceRangeOf([range.minValue, range.maxValue].map(priced)) ?? range.minValue.formattedAmount;
const priced = (money: Money) => ({ amount: Number(money.amount), text: money.formattedAmount });

/** A compare-at price is the price before a discount: shown struck through when it is higher. */
function fullPriceOf(actual: Range, compareAt: Range): string | undefined {
  const higher = Number(compareAt.minValue.amount) > Number(actual.minValue.amount);
  return higher ? rangeText(compareAt) : undefined;
}

type Variant = NonNullable<ProductV3['variantsInfo']>['variants'][number];

/** Variants come only with a product read by id: lists leave them out (docs/protocol.md §2.3). */
const visibleVariants = (product: ProductV3) =>
  product.variantsInfo?.variants.filter((v) => v.visible) ?? [];

const choicesOf = (variant: Variant) =>
  Object.fromEntries(
    variant.choices.map((c) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName]),
  );

function variantsOf(product: ProductV3): VariantPriceView[] {
  return visibleVariants(product).map((variant) => {
    const { actualPrice, compareAtPrice } = variant.price;
    const discounted = compareAtPrice && Number(compareAtPrice.amount) > Number(actualPrice.amount);
    return {
      choices: choicesOf(variant),
      price: actualPrice.formattedAmount,
      ...(discounted && { fullPrice: compareAtPrice.formattedAmount }),
      inStock: variant.inventoryStatus.inStock,
    };
  });
}

/** A Catalog V3 product as the store shows it, the same card as a V1 product. */
export function toProductViewV3(product: ProductV3): ProductView {
  const image = imageOf(product.media.main ?? product.media.itemsInfo.items[0], product.name);
  const fullPrice = fullPriceOf(product.actualPriceRange, product.compareAtPriceRange);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name || 'Untitled product',
    ...(image && { image }),
    price: rangeText(product.actualPriceRange),
    ...(fullPrice && { fullPrice }),
    ...(product.ribbon && { ribbon: product.ribbon.name }),
    inStock: product.inventory.availabilityStatus !== 'OUT_OF_STOCK',
    options: optionsOf(product),
    variants: variantsOf(product),
  };
}

/** Whether the product's price depends on its options: only then are its variants worth a read. */
export const priceVaries = (product: ProductV3) =>
  product.actualPriceRange.minValue.amount !== product.actualPriceRange.maxValue.amount;

/** A Catalog V3 product read by slug (so with its variants) on its own page. */
export function toProductDetailViewV3(product: ProductV3): ProductDetailView {
  const media = product.media.itemsInfo.items.flatMap((item) => imageOf(item, product.name) ?? []);
  const stock = visibleVariants(product)
    .filter((variant) => variant.choices.length > 0)
    .map((variant) => ({ choices: choicesOf(variant), inStock: variant.inventoryStatus.inStock }));
  return {
    ...toProductViewV3(product),
    description: plainTextOf(product.plainDescription),
    media,
    stock,
  };
}
