import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomCheckouts } from '../../db/schema/checkout-orders';
import { siteRecordFinder } from '../../db/reads';
import { isUuid } from '../../kernel/ids';

export type CheckoutRow = typeof ecomCheckouts.$inferSelect;
export type NewCheckout = typeof ecomCheckouts.$inferInsert;
export type CheckoutChanges = Partial<
  Pick<
    CheckoutRow,
    'email' | 'shippingInfo' | 'billingInfo' | 'selectedShippingOption' | 'couponCode' | 'buyerNote'
  >
>;

export async function insertCheckout(db: Db, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(ecomCheckouts).values(values).returning();
  return row!;
}

/** The site's checkout; ids that are not uuids match nothing. `lock` holds it for the transaction. */
export const findCheckout = siteRecordFinder(ecomCheckouts);

/** The newest checkout made of the cart, if any (a cart may be checked out more than once). */
export async function findCheckoutOfCart(
  db: Db,
  siteId: string,
  cartId: string,
): Promise<CheckoutRow | undefined> {
  if (!isUuid(cartId)) return undefined;
  const [row] = await db
    .select()
    .from(ecomCheckouts)
    .where(and(eq(ecomCheckouts.siteId, siteId), eq(ecomCheckouts.cartId, cartId)))
    .orderBy(desc(ecomCheckouts.createdAt))
    .limit(1);
  return row;
}

/** Saves what the buyer chose; a completed checkout no longer changes. */
export async function updateCheckout(
  db: Db,
  checkout: CheckoutRow,
  changes: CheckoutChanges,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(ecomCheckouts)
    .set({ ...changes, updatedAt: sql`now()`, revision: sql`${ecomCheckouts.revision} + 1` })
    .where(
      and(
        eq(ecomCheckouts.siteId, checkout.siteId),
        eq(ecomCheckouts.id, checkout.id),
        sql`${ecomCheckouts.completedAt} IS NULL`,
      ),
    )
    .returning();
  return row;
}

export async function markCompleted(
  db: Db,
  checkout: CheckoutRow,
  snapshot: Record<string, unknown>,
): Promise<CheckoutRow> {
  const [row] = await db
    .update(ecomCheckouts)
    .set({
      completedAt: sql`now()`,
      snapshot,
      updatedAt: sql`now()`,
      revision: sql`${ecomCheckouts.revision} + 1`,
    })
    .where(and(eq(ecomCheckouts.siteId, checkout.siteId), eq(ecomCheckouts.id, checkout.id)))
    .returning();
  return row!;
}
