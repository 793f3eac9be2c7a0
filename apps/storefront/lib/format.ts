/**
 * Money and durations are formatted here; dates and times by `@headless/contract/display-format`,
 * the one house style the platform's hosted pages share (docs/architecture.md, "Dates on pages").
 */

export function formatMoney(amount: string | number | undefined | null, currency?: string | null) {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  if (!currency) return value.toFixed(2);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** `45 min`, `1 h`, `1 h 30 min`. */
export function formatDuration(minutes: number | undefined | null) {
  if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
