import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ecomCartLineItems, ecomCarts } from '../../../db/schema/ecom';
import type { CartOwner } from '../owner';
import { isUuid } from '../../../kernel/ids';

export type CartRow = typeof ecomCarts.$inferSelect;
export type LineRow = typeof ecomCartLineItems.$inferSelect;

/** The owner's current cart: a cart whose order is placed (Cart V2 keeps it) is no longer it. */
export const ownedBy = (owner: CartOwner) =>
  and(
    eq(ecomCarts.siteId, owner.siteId),
    eq(ecomCarts.ownerType, owner.type),
    eq(ecomCarts.ownerId, owner.id),
    eq(ecomCarts.orderPlaced, false),
  );

export async function findCart(db: Db, owner: CartOwner): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(ecomCarts).where(ownedBy(owner));
  return cart;
}

export interface NewLine {
  appId: string;
  catalogItemId: string;
  variantId: string;
  options: Record<string, string>;
  optionsKey: string;
  quantity: number;
}

/** The owner's cart, locked for the rest of the transaction: changes to one cart run one by one. */
export async function lockCart(db: Db, owner: CartOwner): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(ecomCarts).where(ownedBy(owner)).for('update');
  return cart;
}

export type CartPatch = Partial<
  Pick<
    CartRow,
    | 'buyerNote'
    | 'couponCode'
    | 'merchantDiscounts'
    | 'customLineItems'
    | 'contactAddress'
    | 'selectedShippingOption'
    | 'weightUnit'
  >
>;

/** Applies a patch (possibly empty) and counts a new revision. */
export async function patchCart(db: Db, cart: CartRow, patch: CartPatch): Promise<CartRow> {
  const [row] = await db
    .update(ecomCarts)
    .set({ ...patch, updatedAt: sql`now()`, revision: sql`${ecomCarts.revision} + 1` })
    .where(eq(ecomCarts.id, cart.id))
    .returning();
  if (!row) throw new Error('cart vanished while locked');
  return row;
}

/** Deletes the named catalog lines of the cart; the ids of those that existed. */
export async function removeLines(db: Db, cart: CartRow, ids: string[]): Promise<string[]> {
  const uuids = ids.filter(isUuid);
  if (!uuids.length) return [];
  const deleted = await db
    .delete(ecomCartLineItems)
    .where(and(eq(ecomCartLineItems.cartId, cart.id), inArray(ecomCartLineItems.id, uuids)))
    .returning({ id: ecomCartLineItems.id });
  return deleted.map((d) => d.id);
}

export async function setLineQuantity(
  db: Db,
  cart: CartRow,
  id: string,
  quantity: number,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(ecomCartLineItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(ecomCartLineItems.cartId, cart.id), eq(ecomCartLineItems.id, id)))
    .returning({ id: ecomCartLineItems.id });
  return updated.length > 0;
}

/** The deleted cart's id, when there was one. */
export async function deleteCart(db: Db, owner: CartOwner): Promise<string | undefined> {
  const [deleted] = await db
    .delete(ecomCarts)
    .where(ownedBy(owner))
    .returning({ id: ecomCarts.id });
  return deleted?.id;
}
