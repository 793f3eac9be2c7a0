import { CheckoutErrorCode } from '@headless/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storesProducts, storesVariants } from '../../db/schema/stores';
import { invalid } from '../../kernel/errors';
import type { CheckoutLine } from '../checkout';

export const outOfStock = (name: string, data: Record<string, unknown>) =>
  invalid(CheckoutErrorCode.outOfStock, `${name} is out of stock`, data);

/**
 * Takes the lines' quantities off tracked stock with conditional UPDATEs (`quantity >= n`), in
 * variant id order so concurrent orders lock rows in one order and cannot deadlock. A waiting
 * transaction re-checks the condition on the committed row, so stock S gives at most S sales
 * across any number of instances. Throws ITEM_OUT_OF_STOCK; the caller's transaction rolls back.
 */
export async function takeStock(tx: Db, siteId: string, lines: CheckoutLine[]): Promise<void> {
  const wanted = new Map<string, { quantity: number; line: CheckoutLine }>();
  for (const line of lines) {
    if (!line.variantId) continue;
    const seen = wanted.get(line.variantId);
    wanted.set(line.variantId, { quantity: (seen?.quantity ?? 0) + line.quantity, line });
  }
  if (!wanted.size) return;
  const rows = await tx
    .select({ id: storesVariants.id, tracked: storesProducts.trackInventory })
    .from(storesVariants)
    .innerJoin(storesProducts, eq(storesProducts.id, storesVariants.productId))
    .where(and(eq(storesVariants.siteId, siteId), inArray(storesVariants.id, [...wanted.keys()])));
  const tracked = new Set(rows.filter((r) => r.tracked).map((r) => r.id));
  for (const id of [...wanted.keys()].sort()) {
    const { quantity, line } = wanted.get(id)!;
    const gone = () =>
      outOfStock(line.view.productName.original, {
        catalogItemId: line.catalogItemId,
        variantId: id,
      });
    if (!rows.some((r) => r.id === id)) throw gone();
    if (!tracked.has(id)) continue;
    const updated = await tx
      .update(storesVariants)
      .set({ quantity: sql`${storesVariants.quantity} - ${quantity}` })
      .where(
        and(
          eq(storesVariants.siteId, siteId),
          eq(storesVariants.id, id),
          gte(storesVariants.quantity, quantity),
        ),
      )
      .returning({ id: storesVariants.id });
    if (!updated.length) throw gone();
  }
}
