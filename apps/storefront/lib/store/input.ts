import { MAX_LINE_ITEM_QUANTITY } from '@headless/contract/constants';
import type { ChosenOptions } from './types';

/** What the visitor reads when a quantity breaks the platform's limit per line. */
export const QUANTITY_RULE = `Quantity must be a whole number from 1 to ${MAX_LINE_ITEM_QUANTITY}.`;

export function isQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_LINE_ITEM_QUANTITY
  );
}

export function isChosenOptions(value: unknown): value is ChosenOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((choice) => typeof choice === 'string' && choice !== '');
}
