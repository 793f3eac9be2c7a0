import { and, asc, eq } from 'drizzle-orm';
import { isCountryCode, TaxRateType } from '@headless/contract';
import { ecomTaxRegions } from '../../db/schema/ecom-pricing';
import { resolveSite, siteRows } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { decimal, oneOf, required } from './pricing-args';
import { normalizeSubdivision } from '../../modules/ecom';

/** `tax list`: one line per region; "*" is the fallback region. */
export async function taxList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const rows = await siteRows({ db, io }, siteId, {
    from: ecomTaxRegions,
    orderBy: [asc(ecomTaxRegions.country), asc(ecomTaxRegions.subdivision)],
    none: 'No tax regions: no tax is collected.',
  });
  for (const r of rows) {
    const rate = r.rate !== null ? `  ${Number(r.rate)} %` : '';
    io.out(`${r.subdivision || r.country}  ${r.rateType}${rate}`);
  }
}

/** `tax set --country <XX|*> [--subdivision <XX-YY>] --rate-type <type> [--rate <percent>]` */
export async function taxSet({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const { country, subdivision } = region(options);
  const rateType = oneOf(
    required(options, 'rate-type', TaxRateType.options.join('|')),
    TaxRateType.options,
    'rate-type',
  );
  const needsRate = rateType === 'MANUAL_RATE' || rateType === 'FALLBACK_RATE';
  if (needsRate && options.rate === undefined)
    throw new UsageError(`${rateType} needs --rate <percent>.`);
  if (rateType === 'NO_TAX_COLLECTED' && options.rate !== undefined)
    throw new UsageError('NO_TAX_COLLECTED takes no --rate.');
  const rate = options.rate !== undefined ? decimal(options.rate, 'rate') : null;
  if (rate !== null && Number(rate) > 100)
    throw new UsageError('--rate is a percentage, at most 100.');
  await db
    .insert(ecomTaxRegions)
    .values({ siteId, country, subdivision, rateType, rate })
    .onConflictDoUpdate({
      target: [ecomTaxRegions.siteId, ecomTaxRegions.country, ecomTaxRegions.subdivision],
      set: { rateType, rate },
    });
  io.out(`Tax for ${subdivision || country}: ${rateType}${rate !== null ? ` ${rate} %` : ''}.`);
}

/** `tax delete --country <XX|*> [--subdivision <XX-YY>]` */
export async function taxDelete({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const { country, subdivision } = region(options);
  const deleted = await db
    .delete(ecomTaxRegions)
    .where(
      and(
        eq(ecomTaxRegions.siteId, siteId),
        eq(ecomTaxRegions.country, country),
        eq(ecomTaxRegions.subdivision, subdivision),
      ),
    )
    .returning();
  if (!deleted.length) throw new UsageError(`No tax region ${subdivision || country}.`);
  io.out(`Deleted tax region ${subdivision || country}.`);
}

function region(options: CommandContext['options']) {
  const country = required(
    options,
    'country',
    'two-letter code, or * for the fallback',
  ).toUpperCase();
  if (country !== '*' && !isCountryCode(country))
    throw new UsageError('--country is a two-letter ISO code, or * for the fallback region.');
  if (country === '*' && options.subdivision)
    throw new UsageError('The fallback region has no subdivision.');
  return { country, subdivision: normalizeSubdivision(country, options.subdivision) };
}
