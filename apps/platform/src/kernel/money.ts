import type { ValueMoney } from '@headless/contract';
/**
 * Money: integer minor units in the database and in arithmetic, decimal strings (or stores v1
 * numbers) on the wire, and formatting only here. Keep the exponent table in step with
 * `currency_exponent` in 0002_domain.sql.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export function currencyExponent(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0;
  return THREE_DECIMAL.has(currency) ? 3 : 2;
}

/** Exact decimal text with every minor digit, e.g. 1050 USD → "10.50". */
export function toFixedDecimal(minor: number, currency: string): string {
  assertMinor(minor);
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = Math.abs(minor)
    .toString()
    .padStart(exponent + 1, '0');
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** Decimal text without trailing zeros, as the platform sends amounts: 2500 → "25", 1050 → "10.5". */
export function toDecimal(minor: number, currency: string): string {
  const fixed = toFixedDecimal(minor, currency);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Stores v1 sends prices as JSON numbers; the decimal text parses to the nearest double. */
export function toMajorNumber(minor: number, currency: string): number {
  return Number(toFixedDecimal(minor, currency));
}

/** Parses a decimal (string or number) into minor units; undefined when it has too many decimals. */
export function toMinor(value: string | number, currency: string): number | undefined {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > exponent) return undefined;
  const minor = Number(whole + trimmed.padEnd(exponent, '0'));
  return sign ? -minor : minor;
}

const formatters = new Map<string, Intl.NumberFormat>();
/**
 * Amounts already formatted, newest last: a cart shows each price several times (price, full
 * price, totals) on every call, and Intl's formatting was the costliest step of rendering one.
 */
const formatted = new Map<string, string>();
const FORMATTED_KEPT = 10_000;

/** The one place money is formatted for people, e.g. "$10.00". */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}:${currency}:${minor}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatterFor(locale, currency).format(
      // Intl formats a decimal string exactly (no binary rounding on the way).
      toFixedDecimal(minor, currency) as Intl.StringNumericLiteral,
    );
    if (formatted.size >= FORMATTED_KEPT) formatted.delete(formatted.keys().next().value!);
    formatted.set(key, text);
  }
  return text;
}

/** Money as bookings and events registrations send it: `{value, currency, formattedValue}`. */
export function valueMoney(minor: number, currency: string): ValueMoney {
  return {
    value: toDecimal(minor, currency),
    currency,
    formattedValue: formatMoney(minor, currency),
  };
}

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = currencyExponent(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The price after a stores discount, in minor units; never below zero. */
export function applyDiscount(
  minor: number,
  discount: { type: 'NONE' | 'AMOUNT' | 'PERCENT'; value: number },
): number {
  if (discount.type === 'AMOUNT') return Math.max(0, minor - discount.value);
  if (discount.type === 'PERCENT') return minor - Math.round((minor * discount.value) / 100);
  return minor;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // Avoid exponent notation for small or large numbers.
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Money must be integer minor units, got ${minor}`);
}
