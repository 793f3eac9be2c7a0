/**
 * Percentages of money, exactly: the percent is decimal text ("8.875"), the arithmetic is BigInt,
 * and the result rounds half away from zero to whole minor units.
 */
export function percentOf(minor: number, percent: string | number): number {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a percentage: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  const numerator = BigInt(minor) * BigInt(whole + fraction);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** Splits `amount` over `weights` in proportion, whole units, summing exactly (largest remainder). */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (amount * w) % total }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Trims a numeric column's text ("10.000" → "10") for display. */
export const trimDecimal = (text: string): string =>
  text.includes('.') ? text.replace(/\.?0+$/, '') : text;
