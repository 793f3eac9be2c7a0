import type { CustomLineItemInput } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoredCustomLine } from '../../../db/schema/ecom';
import { validationError } from '../../../kernel/errors';
import { currencyExponent, toMinor } from '../../../kernel/money';

type Input = z.output<typeof CustomLineItemInput>;

/** Custom lines carry their own price; it must fit the cart's currency exactly. */
export function toStoredCustomLines(
  inputs: Input[],
  currency: string,
  field: string,
): StoredCustomLine[] {
  return inputs.map((input, i) => {
    const priceMinor = toMinor(input.price, currency);
    if (priceMinor === undefined || priceMinor < 0) {
      throw validationError([
        {
          field: `${field}.${i}.price`,
          description: `must have at most ${currencyExponent(currency)} decimals in ${currency}`,
          violatedRule: 'VALIDATION',
        },
      ]);
    }
    const weight = input.physicalProperties?.weight;
    return {
      id: randomUUID(),
      productName: input.productName.original,
      priceMinor,
      quantity: input.quantity,
      itemType: input.itemType.preset,
      ...(weight !== undefined ? { weight } : {}),
    };
  });
}
