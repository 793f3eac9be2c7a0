import { MAX_LINE_ITEM_QUANTITY } from '@headless/contract/constants';
import type { ChosenOptions } from './types';

/** The platform's limit per cart line (QUANTITY_LIMIT_EXCEEDED past it), as people read numbers. */
const LIMIT = MAX_LINE_ITEM_QUANTITY.toLocaleString('en-US');

/** Shown beside every quantity field, on the card and in the cart: the one limit per line. */
export const QUANTITY_LIMIT_HINT = `Up to ${LIMIT} per line`;

/** What the visitor reads when a quantity is not a whole number in range. */
export const QUANTITY_RULE = `Quantity must be a whole number from 1 to ${LIMIT}.`;

/** What a line at the limit says, and what a quantity past it is told. */
export const QUANTITY_LIMIT_REACHED = `That is the most one line holds: ${LIMIT}.`;
export const QUANTITY_OVER_LIMIT = `A cart line holds at most ${LIMIT}.`;

export function isQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_LINE_ITEM_QUANTITY
  );
}

/** Why a typed quantity cannot be sent, in words; undefined when it can. */
export function quantityProblem(value: number): string | undefined {
  if (isQuantity(value)) return undefined;
  return Number.isInteger(value) && value > MAX_LINE_ITEM_QUANTITY
    ? QUANTITY_OVER_LIMIT
    : QUANTITY_RULE;
}

export function isChosenOptions(value: unknown): value is ChosenOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((choice) => typeof choice === 'string' && choice !== '');
}
