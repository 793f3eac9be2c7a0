import type { ChosenOptions } from './types';

/** The platform's limit per line (docs/interfaces.md, QUANTITY_LIMIT_EXCEEDED). */
export const MAX_QUANTITY = 100_000;

export function isQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY
  );
}

export function isChosenOptions(value: unknown): value is ChosenOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((choice) => typeof choice === 'string' && choice !== '');
}
