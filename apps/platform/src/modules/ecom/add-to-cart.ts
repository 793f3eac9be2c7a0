import { MAX_LINE_ITEM_QUANTITY, type WebhookEventType } from '@headless/contract';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRowObject } from '../../db/json-rows';
import { ecomCartLineItems, ecomCarts } from '../../db/schema/ecom';
import { outboxRow } from '../../outbox/record';
import type { CartRow, LineRow, NewLine } from './cart-store';
import { ownerIdentity, type CartOwner } from './owner';

/**
 * Creates or extends the owner's cart in one statement: the cart upsert (a new revision; its row
 * lock serialises changes to one cart), the line upserts within the per-line limit, and the cart
 * with all its lines as they now are. A changed line comes from `added`: the statement's
 * snapshot does not see its own writes.
 */
const ADD_LINES_SQL = `
with cart as (
  insert into ecom_carts as c (site_id, owner_type, owner_id, currency) values ($1, $2, $3, $4)
  on conflict (site_id, owner_type, owner_id)
    do update set updated_at = now(), revision = c.revision + 1
  returning *
), added as (
  insert into ecom_cart_line_items as li
    (site_id, cart_id, catalog, app_id, catalog_item_id, variant_id, options, options_key, quantity)
  select cart.site_id, cart.id, 'stores', l.app_id, l.catalog_item_id, l.variant_id,
    l.options, l.options_key, l.quantity
  from cart, jsonb_to_recordset($5::jsonb) as l(app_id text, catalog_item_id text,
    variant_id uuid, options jsonb, options_key text, quantity integer)
  on conflict (cart_id, catalog, catalog_item_id, options_key)
    do update set quantity = li.quantity + excluded.quantity, updated_at = now()
    where li.quantity + excluded.quantity <= $6
  returning *
)
select
  (select ${jsonRowObject(ecomCarts)} from cart as ecom_carts) as cart,
  (select count(*)::int from added) as written,
  coalesce((
    select json_agg(${jsonRowObject(ecomCartLineItems)} order by ecom_cart_line_items.position)
    from (
      select * from added
      union all
      select * from ecom_cart_line_items
      where cart_id = (select id from cart) and id not in (select id from added)
    ) as ecom_cart_line_items
  ), '[]'::json) as lines`;

/**
 * recordOutboxEvent's row (outboxRow) and COMMIT as one simple-protocol message: one round trip
 * instead of two. Its values are escaped literals (the simple protocol has no parameters);
 * inserting a row needs no plan worth preparing.
 */
function eventAndCommitSql(client: pg.PoolClient, row: ReturnType<typeof outboxRow>): string {
  const literal = (value: unknown) =>
    value === null
      ? 'NULL'
      : client.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
  return `insert into domain_events
      (site_id, aggregate_type, aggregate_id, event_type, payload, identity)
    values (${literal(row.siteId)}, ${literal(row.aggregateType)}, ${literal(row.aggregateId)},
      ${literal(row.eventType)}, ${literal(row.payload)}::jsonb, ${literal(row.identity)}::jsonb);
    commit`;
}

export interface AddedLines {
  cart: CartRow;
  lines: LineRow[];
  /** False when a line's sum would pass the limit: the caller must roll back. */
  withinLimit: boolean;
}

type Row = { cart: Record<string, unknown>; written: number; lines: Record<string, unknown>[] };
type Event = { eventType: WebhookEventType; payload: Record<string, unknown> };

/**
 * Adds `lines` to the owner's cart and records the event `finish` makes of the result, in one
 * transaction: BEGIN, the upsert, then the event with COMMIT. The upsert is prepared once per
 * connection: planning it costs PostgreSQL more than a round trip costs (measured: sending
 * "BEGIN; upsert" as one simple-protocol text was slower). `finish` may throw (a line over the
 * limit): then nothing is written.
 */
export async function addLinesAtomically(
  db: Db,
  owner: CartOwner,
  currency: string,
  lines: NewLine[],
  finish: (added: AddedLines) => Promise<Event>,
): Promise<void> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const added = await upsert(client, owner, currency, lines);
    const { eventType, payload } = await finish(added);
    const row = outboxRow({
      siteId: added.cart.siteId,
      eventType,
      entityId: added.cart.id,
      payload,
      identity: ownerIdentity(owner),
    });
    await client.query(eventAndCommitSql(client, row));
    client.release();
  } catch (error) {
    await client.query('ROLLBACK').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
}

async function upsert(
  client: pg.PoolClient,
  owner: CartOwner,
  currency: string,
  lines: NewLine[],
): Promise<AddedLines> {
  const values = lines.map((l) => ({
    app_id: l.appId,
    catalog_item_id: l.catalogItemId,
    variant_id: l.variantId,
    options: l.options,
    options_key: l.optionsKey,
    quantity: l.quantity,
  }));
  const { rows } = await client.query<Row>({
    name: 'ecom_add_to_cart',
    text: ADD_LINES_SQL,
    values: [
      owner.siteId,
      owner.type,
      owner.id,
      currency,
      JSON.stringify(values),
      MAX_LINE_ITEM_QUANTITY,
    ],
  });
  const [row] = rows;
  if (!row) throw new Error('cart upsert returned no row');
  return {
    cart: fromJsonRow(ecomCarts, row.cart),
    lines: row.lines.map((l) => fromJsonRow(ecomCartLineItems, l)),
    withinLimit: row.written === lines.length,
  };
}
