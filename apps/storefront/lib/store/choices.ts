import type { ProductOptionView } from './types';

/** The first in-stock choice of each option: what the selects start on. */
export function defaultChoices(options: ProductOptionView[]): Record<string, string> {
  return Object.fromEntries(
    options.map((o) => [
      o.name,
      (o.choices.find((c) => c.inStock) ?? o.choices[0])?.description ?? '',
    ]),
  );
}
