import {
  describeWebhookEvent,
  type WebhookEventType,
  type WebhookIdentity,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fromJsonRow, jsonRowObject } from '../../../db/json-rows';
import { runPrepared } from '../../../db/prepared';
import { ecomCartLineItems, ecomCarts } from '../../../db/schema/ecom';
import { ASYNC_COMMIT_SQL } from './cart-commit';
import {
  CART_ROWS_FORMAT,
  CART_V2_ROWS_FORMAT,
  type CartRowsSnapshot,
} from '../wire/cart-snapshot';
import type { CartRow, LineRow, NewLine } from './cart-store';
import { isQuantityLimit, linesJson, sqlText, upsertCartSql, upsertLinesSql } from './cart-upserts';
import type { CartOwner } from '../owner';

/**
 * Which API's events an add records: each cart API names its own (Cart V1 `wix.ecom.v1.cart_*`,
 * Cart V2 `wix.ecom.v2.cart_*`), and its snapshot renders as that API's cart when delivered.
 */
export interface CartEvents {
  /** The prepared statement's name: one per API, the event names are in its text. */
  statement: string;
  created: WebhookEventType;
  updated: WebhookEventType;
  payloadFormat: string;
}

export const CART_V1_EVENTS: CartEvents = {
  statement: 'ecom_add_lines',
  created: 'wix.ecom.v1.cart_created',
  updated: 'wix.ecom.v1.cart_updated',
  payloadFormat: CART_ROWS_FORMAT,
};

export const CART_V2_EVENTS: CartEvents = {
  statement: 'ecom_add_lines_v2',
  created: 'wix.ecom.v2.cart_created',
  updated: 'wix.ecom.v2.cart_updated',
  payloadFormat: CART_V2_ROWS_FORMAT,
};

/** $1 site, $2 owner type, $3 owner id, $4 currency; $5 the lines (`linesJson`). */
const UPSERT_CART = sqlText(
  upsertCartSql({
    siteId: sql.raw('$1'),
    type: sql.raw('$2'),
    id: sql.raw('$3'),
    currency: sql.raw('$4'),
  }),
);
const UPSERT_LINES = sqlText(upsertLinesSql(sql.raw('cart'), sql.raw('$5')));

/**
 * The whole add in one statement, so one round trip and no BEGIN/COMMIT: the cart upsert and the
 * line upserts (cart-upserts.ts, which the other cart edits share), the cart with all its lines
 * as they now are, and its created/updated event with those rows as a snapshot
 * (cart-snapshot.ts), rendered only if a subscription wants it (and born published, without the
 * outbox trigger's cost, if none does: migration 0028). A changed line comes from `added`:
 * the statement's snapshot does not see its own writes. A line past the per-line limit breaks
 * the constraint of migration 0029 and the statement writes nothing. Like every cart edit, it
 * commits asynchronously (cart-commit.ts), set by `commit_mode` for its own transaction only.
 */
const addLinesSql = ({ created, updated }: CartEvents) => `
with commit_mode as (${ASYNC_COMMIT_SQL}), cart as (
  ${UPSERT_CART}
), added as (
  ${UPSERT_LINES}
), snapshot as (
  select
    (select ${jsonRowObject(ecomCarts)} from cart as ecom_carts) as cart,
    coalesce((
      select json_agg(${jsonRowObject(ecomCartLineItems)} order by ecom_cart_line_items.position)
      from (
        select * from added
        union all
        select * from ecom_cart_line_items
        where cart_id = (select id from cart) and id not in (select id from added)
      ) as ecom_cart_line_items
    ), '[]'::json) as lines
), event as (
  insert into domain_events
    (site_id, aggregate_type, aggregate_id, event_type, payload, payload_format, identity,
      published_at)
  select cart.site_id, $6, cart.id::text, type.name,
    jsonb_build_object('cart', snapshot.cart, 'lines', snapshot.lines), $7, $8::jsonb,
    case when domain_event_wanted(cart.site_id, type.name) then null else now() end
  from cart, snapshot,
    lateral (select case when cart.revision = 1 then '${created}' else '${updated}' end
      as name) as type
)
select cart, lines from snapshot, commit_mode`;

const ADD_LINES_SQL = new Map(
  [CART_V1_EVENTS, CART_V2_EVENTS].map((events) => [events.statement, addLinesSql(events)]),
);

export interface AddedLines {
  cart: CartRow;
  lines: LineRow[];
}

/**
 * Adds `lines` to the owner's cart and records its created/updated event (`events`, naming
 * `identity`), atomically. Undefined when a line would pass the per-line limit: then nothing is
 * written.
 */
export async function addLinesAtomically(
  db: Db,
  owner: CartOwner,
  currency: string,
  lines: NewLine[],
  events: CartEvents,
  identity: WebhookIdentity,
): Promise<AddedLines | undefined> {
  const fqdn = describeWebhookEvent(events.updated)?.entityFqdn;
  const text = ADD_LINES_SQL.get(events.statement);
  if (!fqdn || !text) throw new Error(`${events.updated} is not a cart event the add records`);
  try {
    const rows = await runPrepared<CartRowsSnapshot>(db, {
      name: events.statement,
      text,
      values: [
        owner.siteId,
        owner.type,
        owner.id,
        currency,
        linesJson(lines),
        fqdn,
        events.payloadFormat,
        JSON.stringify(identity),
      ],
    });
    const [row] = rows;
    if (!row) throw new Error('cart upsert returned no row');
    return {
      cart: fromJsonRow(ecomCarts, row.cart),
      lines: row.lines.map((l) => fromJsonRow(ecomCartLineItems, l)),
    };
  } catch (error) {
    if (isQuantityLimit(error)) return undefined;
    throw error;
  }
}
