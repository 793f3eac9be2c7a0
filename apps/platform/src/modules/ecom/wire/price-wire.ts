import type { MultiCurrencyPrice } from '@headless/contract';
import { formatMoney, toDecimal } from '../../../kernel/money';
/** Ecom money; no currency conversion happens, so converted equals original. */
export function multiCurrencyPrice(minor: number, currency: string): MultiCurrencyPrice {
  const amount = toDecimal(minor, currency);
  const formatted = formatMoney(minor, currency);
  return {
    amount,
    convertedAmount: amount,
    formattedAmount: formatted,
    formattedConvertedAmount: formatted,
  };
}
