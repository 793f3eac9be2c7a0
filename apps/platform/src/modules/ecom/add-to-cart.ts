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

/** Values as SQL literals, for the simple protocol (it has no parameters). */
function literalOf(client: pg.PoolClient, value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return client.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * recordOutboxEvent's row (outboxRow) and COMMIT as one simple-protocol message: one round trip
 * instead of two. Inserting a row needs no plan worth preparing.
 */
function eventAndCommitSql(client: pg.PoolClient, row: ReturnType<typeof outboxRow>): string {
  const literal = (value: unknown) => literalOf(client, value);
  return `insert into domain_events
      (site_id, aggregate_type, aggregate_id, event_type, payload, identity)
    values (${literal(row.siteId)}, ${literal(row.aggregateType)}, ${literal(row.aggregateId)},
      ${literal(row.eventType)}, ${literal(row.payload)}::jsonb, ${literal(row.identity)}::jsonb);
    commit`;
}

/**
 * The upsert is an SQL-level prepared statement (PREPARE), so that BEGIN and its EXECUTE travel
 * as one simple-protocol message: one round trip, and no planning (a protocol-level prepared
 * statement cannot share a message with BEGIN; the upsert unprepared costs PostgreSQL more to
 * plan than a round trip costs). A connection prepares it on its first add.
 */
const PREPARED_NAME = 'ecom_add_lines';
const preparedOn = new WeakSet<pg.PoolClient>();

async function beginAndUpsertSql(client: pg.PoolClient, values: unknown[]): Promise<string> {
  if (!preparedOn.has(client)) {
    await client.query(`prepare ${PREPARED_NAME} as ${ADD_LINES_SQL}`);
    preparedOn.add(client);
  }
  return `begin; execute ${PREPARED_NAME}(${values.map((v) => literalOf(client, v)).join(', ')})`;
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
 * transaction of two round trips: BEGIN with the upsert, then the event with COMMIT. `finish` may
 * throw (a line over the limit): then nothing is written.
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
  const text = await beginAndUpsertSql(client, [
    owner.siteId,
    owner.type,
    owner.id,
    currency,
    JSON.stringify(values),
    MAX_LINE_ITEM_QUANTITY,
  ]);
  // A multi-statement message answers with one result per statement: BEGIN's, then the upsert's.
  const results = (await client.query(text)) as unknown as pg.QueryResult<Row>[];
  const [row] = results[1]?.rows ?? [];
  if (!row) throw new Error('cart upsert returned no row');
  return {
    cart: fromJsonRow(ecomCarts, row.cart),
    lines: row.lines.map((l) => fromJsonRow(ecomCartLineItems, l)),
    withinLimit: row.written === lines.length,
  };
}
