import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DiscountRuleType } from '@headless/contract';
import { storesProducts } from '../../db/schema/stores';
import { toMinor } from '../../kernel/money';
import { UsageError, type CommandContext } from '../types';
import { isUuid } from '../../kernel/ids';

/** Flag parsing shared by the pricing commands (discounts, coupons, shipping, tax). */
export type Options = CommandContext['options'];

export function required(options: Options, name: keyof Options, hint: string): string {
  const value = options[name];
  if (typeof value !== 'string' || !value.trim())
    throw new UsageError(`--${name} is required (${hint}).`);
  return value.trim();
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  const upper = value.toUpperCase();
  if (!(allowed as readonly string[]).includes(upper))
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}").`);
  return upper as T;
}

export function decimal(value: string, flag: string): string {
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new UsageError(`--${flag} must be a non-negative decimal number (got "${value}").`);
  return value;
}

/** `--type` and `--value` of a coupon or a discount; a percentage is at most 100. */
export function discountOf(options: Options, what: 'coupon' | 'discount') {
  const discountType = oneOf(
    required(options, 'type', DiscountRuleType.options.join('|')),
    DiscountRuleType.options,
    'type',
  );
  const value = decimal(required(options, 'value', 'percent or amount'), 'value');
  if (discountType === 'PERCENTAGE' && Number(value) > 100)
    throw new UsageError(`--value of a PERCENTAGE ${what} is at most 100.`);
  return { discountType, value };
}

export function money(value: string, currency: string, flag: string): number {
  const minor = toMinor(decimal(value, flag), currency);
  if (minor === undefined) throw new UsageError(`--${flag} has too many decimals for ${currency}.`);
  return minor;
}

export function positiveInt(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`--${flag} must be a whole number of at least 1 (got "${value}").`);
  return Number(value);
}

export function date(value: string | undefined, flag: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new UsageError(`--${flag} must be an ISO date or date-time, e.g. 2026-12-24T00:00:00Z.`);
  return parsed;
}

export function windowOf(options: Options): { activeFrom: Date | null; activeTo: Date | null } {
  const activeFrom = date(options.from, 'from') ?? null;
  const activeTo = date(options.to, 'to') ?? null;
  if (activeFrom && activeTo && activeTo <= activeFrom)
    throw new UsageError('--to must be after --from.');
  return { activeFrom, activeTo };
}

export function idArg(args: string[], what: string): string {
  const [id] = args;
  if (!id || !isUuid(id)) throw new UsageError(`Name the ${what} by its id (see \`list\`).`);
  return id;
}

/** Amounts on the command line are in the currency the site sells in (its products'), else USD. */
export async function siteCurrency(db: Db, siteId: string): Promise<string> {
  const [row] = await db
    .select({ currency: storesProducts.currency, n: count() })
    .from(storesProducts)
    .where(and(eq(storesProducts.siteId, siteId)))
    .groupBy(storesProducts.currency)
    .orderBy(desc(count()))
    .limit(1);
  return row?.currency ?? 'USD';
}

export const windowText = (w: { activeFrom: Date | null; activeTo: Date | null }): string =>
  `${w.activeFrom?.toISOString() ?? '…'} → ${w.activeTo?.toISOString() ?? '…'}`;
