import type {
  ChosenOptions,
  CombinationStock,
  ImageView,
  ProductOptionView,
  ProductView,
} from './types';

/** The first in-stock choice of each option: what the selects start on. */
export function defaultChoices(options: ProductOptionView[]): Record<string, string> {
  return Object.fromEntries(
    options.map((o) => [
      o.name,
      (o.choices.find((c) => c.inStock) ?? o.choices[0])?.description ?? '',
    ]),
  );
}

const matches = (combination: ChosenOptions, chosen: ChosenOptions) =>
  Object.entries(combination).every(([option, choice]) => chosen[option] === choice);

/**
 * Whether the chosen combination can be bought: each choice may be in stock while the pair is
 * not (the Navy T-shirt in XL). Without the combinations, the product's own stock says it.
 */
export function inStockFor(
  product: Pick<ProductView, 'inStock'> & { stock?: CombinationStock[] },
  chosen: ChosenOptions,
): boolean {
  if (!product.inStock) return false;
  const combination = product.stock?.find((c) => matches(c.choices, chosen));
  return combination?.inStock ?? true;
}

/** The picture of the chosen choice that has one (the white T-shirt), else the product's. */
export function imageFor(
  product: Pick<ProductView, 'image' | 'options'>,
  chosen: ChosenOptions,
): ImageView | undefined {
  for (const option of product.options) {
    const choice = option.choices.find((c) => c.description === chosen[option.name]);
    if (choice?.image) return choice.image;
  }
  return product.image;
}

/** `Size XL, Color Navy`: the chosen combination in words. */
export const describeChoices = (chosen: ChosenOptions) =>
  Object.entries(chosen)
    .map(([option, choice]) => `${option} ${choice}`)
    .join(', ');
