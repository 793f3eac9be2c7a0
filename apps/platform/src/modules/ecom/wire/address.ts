import type { EcomAddress, FieldViolation } from '@headless/contract';
import { validationError } from '../../../kernel/errors';

/** Countries whose addresses need a subdivision (state, province) for shipping and tax. */
const NEEDS_SUBDIVISION = new Set(['US', 'CA', 'AU', 'BR', 'MX']);

/** A destination must name its country (ISO alpha-2), and its subdivision where taxes depend on it. */
export function checkAddress(address: EcomAddress | undefined, field: string): void {
  if (!address) return;
  const violations: FieldViolation[] = [];
  const country = address.country?.trim() ?? '';
  if (!/^[A-Za-z]{2}$/.test(country)) {
    violations.push({
      field: `${field}.country`,
      description: 'is required: a two-letter ISO country code',
      violatedRule: 'REQUIRED_FIELD',
    });
  } else if (NEEDS_SUBDIVISION.has(country.toUpperCase()) && !address.subdivision?.trim()) {
    violations.push({
      field: `${field}.subdivision`,
      description: `is required for ${country.toUpperCase()} addresses, e.g. "US-NY"`,
      violatedRule: 'REQUIRED_FIELD',
    });
  }
  if (violations.length) throw validationError(violations);
}
