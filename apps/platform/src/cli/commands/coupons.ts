import { and, asc, eq } from 'drizzle-orm';
import { couponCodeIs, ecomCoupons } from '../../db/schema/ecom-pricing';
import { formatMoney } from '../../kernel/money';
import { resolveSite, siteRows } from '../sites';
import { UsageError, type CommandContext } from '../types';
import {
  discountOf,
  money,
  positiveInt,
  required,
  siteCurrency,
  windowOf,
  windowText,
} from './pricing-args';
import { ruleStatus } from '../../modules/ecom';

/** `coupons list` */
export async function couponsList({ db, io, clock, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const currency = await siteCurrency(db, siteId);
  const rows = await siteRows({ db, io }, siteId, {
    from: ecomCoupons,
    orderBy: [asc(ecomCoupons.code)],
    none: 'No coupons.',
  });
  const now = clock.now();
  for (const c of rows) {
    const min =
      c.minimumSubtotalMinor !== null
        ? `  min ${formatMoney(c.minimumSubtotalMinor, currency)}`
        : '';
    const used = `  used ${c.usedCount}${c.usageLimit !== null ? `/${c.usageLimit}` : ''}`;
    io.out(
      `${c.code}  ${ruleStatus(c, now)}  ${c.discountType} ${Number(c.value)}${min}${used}  ${windowText(c)}  ${c.name}`,
    );
  }
}

/** `coupons create --code --type --value [--name] [--from] [--to] [--min-subtotal] [--usage-limit]` */
export async function couponsCreate({ db, io, clock, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const code = required(options, 'code', 'what buyers type');
  if (!/^[A-Za-z0-9_-]{2,40}$/.test(code))
    throw new UsageError('--code is 2-40 letters, digits, "-" or "_".');
  const { discountType, value } = discountOf(options, 'coupon');
  const currency = await siteCurrency(db, siteId);
  const min = options['min-subtotal'];
  const limit = options['usage-limit'];
  const [row] = await db
    .insert(ecomCoupons)
    .values({
      siteId,
      code: code.toUpperCase(),
      name: options.name ?? code.toUpperCase(),
      discountType,
      value,
      ...windowOf(options),
      minimumSubtotalMinor: min !== undefined ? money(min, currency, 'min-subtotal') : null,
      usageLimit: limit !== undefined ? positiveInt(limit, 'usage-limit') : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new UsageError(`Coupon ${code.toUpperCase()} already exists.`);
  io.out(`Created coupon ${row.code} (${ruleStatus(row, clock.now())}).`);
}

/** `coupons delete <code>` */
export async function couponsDelete({ db, io, args, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const [code] = args;
  if (!code) throw new UsageError('Name the coupon code to delete.');
  const deleted = await db
    .delete(ecomCoupons)
    .where(and(eq(ecomCoupons.siteId, siteId), couponCodeIs(code)))
    .returning();
  if (!deleted.length) throw new UsageError(`No coupon ${code} on site ${siteId}.`);
  io.out(`Deleted coupon ${code.toUpperCase()}.`);
}
