/** Money and dates are formatted here and nowhere else. */

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

export function formatDate(date: Date | string | undefined | null, timeZone?: string | null) {
  if (!date) return '';
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: timeZone ?? 'UTC',
    }).format(value);
  } catch {
    return value.toISOString();
  }
}
