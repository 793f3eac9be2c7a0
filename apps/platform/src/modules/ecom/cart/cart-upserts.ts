import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { findInCauseChain } from '../../../db/cause-chain';
import type { Db } from '../../../db/client';
import { fromJsonRow, jsonRowObject } from '../../../db/json-rows';
import { ecomCarts } from '../../../db/schema/ecom';
import type { CartRow, NewLine } from './cart-store';
import type { CartOwner } from '../owner';

/**
 * The add-to-cart rule, written once for both of its paths: the one-statement add of
 * add-to-cart.ts (the hot path, prepared as text with positional parameters) and the statements
 * of a cart transaction (custom lines, PATCH, checkout templates), which bind values.
 */

/** The owner's cart, created when missing; a new revision, whose row lock serialises its changes. */
export function upsertCartSql(owner: { siteId: SQL; type: SQL; id: SQL; currency: SQL }): SQL {
  return sql`insert into ecom_carts as c (site_id, owner_type, owner_id, currency)
    values (${owner.siteId}, ${owner.type}, ${owner.id}, ${owner.currency})
    on conflict (site_id, owner_type, owner_id) where not order_placed
      do update set updated_at = now(), revision = c.revision + 1
    returning *`;
}

/**
 * Adds `lines` (JSON of `linesJson`) to the one cart row `cart` names (its `site_id` and `id`): a
 * line for the same item and options adds to the quantity already there. A sum past the
 * per-line limit breaks QUANTITY_LIMIT and the statement writes nothing.
 */
export function upsertLinesSql(cart: SQL, lines: SQL): SQL {
  return sql`insert into ecom_cart_line_items as li
      (site_id, cart_id, catalog, app_id, catalog_item_id, variant_id, options, options_key, quantity)
    select cart.site_id, cart.id, 'stores', l.app_id, l.catalog_item_id, l.variant_id,
      l.options, l.options_key, l.quantity
    from ${cart}, jsonb_to_recordset(${lines}::jsonb) as l(app_id text, catalog_item_id text,
      variant_id uuid, options jsonb, options_key text, quantity integer)
    on conflict (cart_id, catalog, catalog_item_id, options_key)
      do update set quantity = li.quantity + excluded.quantity, updated_at = now()
    returning *`;
}

/** The lines as `upsertLinesSql` reads them. */
export function linesJson(lines: NewLine[]): string {
  return JSON.stringify(
    lines.map((l) => ({
      app_id: l.appId,
      catalog_item_id: l.catalogItemId,
      variant_id: l.variantId,
      options: l.options,
      options_key: l.optionsKey,
      quantity: l.quantity,
    })),
  );
}

/** The check constraint a line past MAX_LINE_ITEM_QUANTITY breaks (migration 0029). */
const QUANTITY_LIMIT = 'ecom_cart_line_items_quantity_limit';

/** True when the error (or what Drizzle wrapped) is a line past the per-line limit. */
export function isQuantityLimit(error: unknown): boolean {
  return findInCauseChain(error, (link) => link.constraint === QUANTITY_LIMIT) !== undefined;
}

const CART_JSON = sql.raw(jsonRowObject(ecomCarts));
const bound = (value: unknown) => sql`${value}`;

/**
 * The owner's cart, created when missing, with `lines` added, in the caller's transaction: the
 * statements of the one-statement add. Concurrent first calls meet on the unique (site, owner)
 * row, which stays locked for the rest of the transaction. Undefined when a line would pass the
 * per-line limit: the transaction is then aborted, and the caller throws.
 */
export async function upsertCartWithLines(
  db: Db,
  owner: CartOwner,
  currency: string,
  lines: NewLine[],
): Promise<CartRow | undefined> {
  const cart = upsertCartSql({
    siteId: bound(owner.siteId),
    type: bound(owner.type),
    id: bound(owner.id),
    currency: bound(currency),
  });
  const added = upsertLinesSql(sql.raw('cart'), bound(linesJson(lines)));
  const statement = sql`with cart as (${cart}), added as (${added})
    select ${CART_JSON} as cart from cart as ecom_carts`;
  const { rows } = await withinQuantityLimit(() =>
    db.execute<{ cart: Record<string, unknown> }>(statement),
  );
  if (!rows) return undefined;
  if (!rows[0]) throw new Error('cart upsert returned no row');
  return fromJsonRow(ecomCarts, rows[0].cart);
}

/** Adds lines to a locked cart (see upsertCartWithLines); false past the per-line limit. */
export async function addLines(db: Db, cart: CartRow, lines: NewLine[]): Promise<boolean> {
  if (!lines.length) return true;
  const target = sql`(select ${cart.siteId}::uuid as site_id, ${cart.id}::uuid as id) as cart`;
  const { rows } = await withinQuantityLimit(() =>
    db.execute(upsertLinesSql(target, bound(linesJson(lines)))),
  );
  return rows !== undefined;
}

/** The statement's result, or no rows when it broke the per-line limit. */
async function withinQuantityLimit<T extends { rows: unknown[] }>(
  run: () => Promise<T>,
): Promise<{ rows?: T['rows'] }> {
  try {
    return await run();
  } catch (error) {
    if (isQuantityLimit(error)) return {};
    throw error;
  }
}

/** The text of a statement made of SQL and `sql.raw` placeholders ($1…) only: no bound values. */
export function sqlText(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  if (params.length) throw new Error('sqlText takes placeholders, not values');
  return text;
}
