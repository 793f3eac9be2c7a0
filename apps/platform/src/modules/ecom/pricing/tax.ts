import type { ecomTaxRegions } from '../../../db/schema/ecom-pricing';
import { trimDecimal } from './percent';

export type TaxRegionRow = typeof ecomTaxRegions.$inferSelect;
export type RateType = TaxRegionRow['rateType'];

/** AUTO_RATE regions take the combined rate from this table (a small stand-in for a tax service). */
const AUTO_RATES: Record<string, string> = {
  'US-NY': '8.875',
  'US-CA': '7.25',
  'US-TX': '6.25',
  'US-WA': '6.5',
  'CA-ON': '13',
  GB: '20',
  DE: '19',
  FR: '20',
  IL: '17',
};

export interface TaxDecision {
  rateType: RateType;
  /** Percent as decimal text. */
  rate: string;
  /** The region that decided, e.g. "US-NY", "US", "*". */
  region?: string;
  /** Set when an AUTO_RATE region has no known rate. */
  error?: string;
}

/** "NY" with country "US" and "US-NY" both name New York. */
export function normalizeSubdivision(country: string, subdivision: string | undefined): string {
  if (!subdivision) return '';
  const upper = subdivision.toUpperCase();
  return upper.includes('-') ? upper : `${country}-${upper}`;
}

/** Most specific first: the subdivision, the whole country, then the fallback region "*". */
export function decideTax(
  regions: TaxRegionRow[],
  address: { country?: string; subdivision?: string } | undefined,
): TaxDecision {
  const country = address?.country?.toUpperCase() ?? '';
  const subdivision = country ? normalizeSubdivision(country, address?.subdivision) : '';
  const find = (c: string, s: string) =>
    regions.find((r) => r.country.toUpperCase() === c && r.subdivision.toUpperCase() === s);
  const row =
    (subdivision && find(country, subdivision)) || (country && find(country, '')) || find('*', '');
  if (!row) return { rateType: 'NO_TAX_COLLECTED', rate: '0' };
  const region = row.country === '*' ? '*' : row.subdivision || row.country;
  const stored = trimDecimal(row.rate ?? '0');
  switch (row.rateType) {
    case 'NO_TAX_COLLECTED':
      return { rateType: row.rateType, rate: '0', region };
    case 'AUTO_RATE': {
      const auto = AUTO_RATES[subdivision] ?? AUTO_RATES[country];
      if (auto) return { rateType: row.rateType, rate: auto, region };
      return { rateType: row.rateType, rate: stored, region, error: 'AUTO_RATE_UNKNOWN' };
    }
    case 'FALLBACK_RATE':
    case 'MANUAL_RATE':
    default:
      return { rateType: row.rateType, rate: stored, region };
  }
}
