import type { ChosenOptions, ProductView } from './types';

/** What a product card shows as the price: the chosen combination's, else the product's range. */
export function priceFor(
  product: ProductView,
  chosen: ChosenOptions,
): { price: string; fullPrice?: string } {
  const variant = product.variants.find((v) =>
    Object.entries(v.choices).every(([option, choice]) => chosen[option] === choice),
  );
  const shown = variant ?? product;
  return { price: shown.price, ...(shown.fullPrice && { fullPrice: shown.fullPrice }) };
}

export interface PricedText {
  amount: number;
  text: string;
}

/** `$55.00 – $59.00` when the prices differ; undefined when they are all one price. */
export function priceRangeOf(prices: PricedText[]): string | undefined {
  const sorted = [...prices].sort((a, b) => a.amount - b.amount);
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  return low && high && low.amount !== high.amount ? `${low.text} – ${high.text}` : undefined;
}
