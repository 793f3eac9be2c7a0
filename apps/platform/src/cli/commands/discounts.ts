import { and, asc, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/core';
import { ecomDiscountRules } from '../../db/schema/ecom-pricing';
import type { Caller } from '../../kernel/caller';
import { resolveSite, siteRows } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { discountOf, idArg, required, windowOf, windowText } from './pricing-args';
import { recordRuleChange } from '../../modules/discount-rules';
import { ruleStatus } from '../../modules/ecom';

/** The client the CLI's changes name (an owner's events name the owner, never the client). */
const CLI_CLIENT = 'cli';

/** The CLI acts for the site's owner (of --site): its changes are recorded as theirs. */
async function ownerCaller({ db, clock, options }: CommandContext): Promise<Caller> {
  const siteId = await resolveSite(db, options.site);
  const [site] = await db
    .select({ ownerId: sites.ownerId })
    .from(sites)
    .where(eq(sites.id, siteId));
  const identity = { type: 'WIX_USER' as const, id: site!.ownerId };
  return { siteId, clientId: CLI_CLIENT, identity, role: 'ADMIN', now: clock.now() };
}

/** `discounts list`: automatic discounts, with LIVE / PENDING / EXPIRED as of now. */
export async function discountsList({ db, io, clock, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const rows = await siteRows({ db, io }, siteId, {
    from: ecomDiscountRules,
    orderBy: [asc(ecomDiscountRules.createdAt)],
    none: 'No discount rules.',
  });
  const now = clock.now();
  for (const r of rows) {
    const scope = r.catalogItemId ? `product ${r.catalogItemId}` : 'all items';
    io.out(
      `${r.id}  ${ruleStatus(r, now)}  ${r.name}  ${r.discountType} ${Number(r.value)}  ${scope}  ${windowText(r)}`,
    );
  }
}

/** `discounts create --name --type --value [--product] [--from] [--to]` */
export async function discountsCreate(ctx: CommandContext): Promise<void> {
  const { db, io, options } = ctx;
  const caller = await ownerCaller(ctx);
  const { siteId } = caller;
  const { discountType, value } = discountOf(options, 'discount');
  const name = required(options, 'name', 'shown to buyers');
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ecomDiscountRules)
      .values({
        siteId,
        name,
        discountType,
        value,
        catalogItemId: options.product ?? null,
        ...windowOf(options),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) await recordRuleChange(tx, caller, 'created', inserted);
    return inserted;
  });
  if (!row) throw new UsageError(`A discount named "${name}" already exists.`);
  io.out(`Created discount ${row.id} (${ruleStatus(row, caller.now)}).`);
}

/** `discounts delete <id>` */
export async function discountsDelete(ctx: CommandContext): Promise<void> {
  const { db, io, args } = ctx;
  const caller = await ownerCaller(ctx);
  const { siteId } = caller;
  const id = idArg(args, 'discount');
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(ecomDiscountRules)
      .where(and(eq(ecomDiscountRules.siteId, siteId), eq(ecomDiscountRules.id, id)))
      .returning();
    for (const row of rows) await recordRuleChange(tx, caller, 'deleted', row);
    return rows;
  });
  if (!deleted.length) throw new UsageError(`No discount ${id} on site ${siteId}.`);
  io.out(`Deleted discount ${id}.`);
}
