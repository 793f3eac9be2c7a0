import {
  OrderFulfillmentStatus,
  OrderPaymentStatus,
  type SearchOrdersRequest,
  type SearchOrdersResponse,
} from '@headless/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders as o } from '../../db/schema/checkout-orders';
import {
  compileCursorQuery,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { orderToWire } from './to-wire';

/** The order fields a search filters and sorts by, named as on the wire; newest first. */
export const orderSearchSpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${o.id}::text`, type: 'string' },
    number: { sql: sql`${o.number}::text`, type: 'string', sortable: true },
    status: {
      sql: o.status,
      type: 'string',
      enumValues: ['INITIALIZED', 'APPROVED', 'CANCELED'],
      sortable: true,
    },
    paymentStatus: {
      sql: o.paymentStatus,
      type: 'string',
      enumValues: OrderPaymentStatus.options,
      sortable: true,
    },
    fulfillmentStatus: {
      sql: o.fulfillmentStatus,
      type: 'string',
      enumValues: OrderFulfillmentStatus.options,
      sortable: true,
    },
    'buyerInfo.email': { sql: o.email, type: 'string', sortable: true },
    checkoutId: { sql: sql`${o.checkoutId}::text`, type: 'string' },
    purchasedDate: { sql: o.purchasedAt, type: 'date', sortable: true },
    ...recordDateFields(o),
  }),
  defaultSort: [desc(o.createdAt)],
  tieBreaker: o.id,
  defaultLimit: 100,
};

/** The owner's search over the site's orders (cursor paging, docs/protocol.md §4.1). */
export async function searchOrders(
  db: Db,
  siteId: string,
  request: SearchOrdersRequest,
): Promise<SearchOrdersResponse> {
  const q = compileCursorQuery(request.search, orderSearchSpec, 'search');
  const rows = await db
    .select()
    .from(o)
    .where(and(eq(o.siteId, siteId), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { orders: items.map(orderToWire), metadata: pagingMetadata };
}
