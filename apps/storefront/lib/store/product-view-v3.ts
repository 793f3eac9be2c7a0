import type { ProductV3 } from '@headless/sdk/stores';
import { priceRangeOf } from './product-price';
import type { ProductOptionView, ProductView, VariantPriceView } from './types';

type Money = { amount: string; formattedAmount: string };
type Range = { minValue: Money; maxValue: Money };

function optionsOf(product: ProductV3): ProductOptionView[] {
  return product.options.map((option) => ({
    name: option.name,
    kind: option.optionRenderType === 'SWATCH_CHOICES' ? 'swatch' : 'select',
    choices: option.choicesSettings.choices
      .filter((choice) => choice.visible)
      .map((choice) => ({
        description: choice.name,
        value: choice.colorCode ?? choice.name,
        inStock: choice.inStock,
      })),
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

/** Variants come only with a product read by id: lists leave them out (docs/protocol.md §2.3). */
function variantsOf(product: ProductV3): VariantPriceView[] {
  const variants = product.variantsInfo?.variants.filter((v) => v.visible) ?? [];
  return variants.map((variant) => {
    const { actualPrice, compareAtPrice } = variant.price;
    const discounted = compareAtPrice && Number(compareAtPrice.amount) > Number(actualPrice.amount);
    return {
      choices: Object.fromEntries(
        variant.choices.map((c) => [
          c.optionChoiceNames.optionName,
          c.optionChoiceNames.choiceName,
        ]),
      ),
      price: actualPrice.formattedAmount,
      ...(discounted && { fullPrice: compareAtPrice.formattedAmount }),
      inStock: variant.inventoryStatus.inStock,
    };
  });
}

/** A Catalog V3 product as the store shows it, the same card as a V1 product. */
export function toProductViewV3(product: ProductV3): ProductView {
  const main = product.media.main ?? product.media.itemsInfo.items[0];
  const fullPrice = fullPriceOf(product.actualPriceRange, product.compareAtPriceRange);
  return {
    id: product.id,
    name: product.name || 'Untitled product',
    ...(main && { image: { url: main.image?.url ?? main.url, alt: main.altText || product.name } }),
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
