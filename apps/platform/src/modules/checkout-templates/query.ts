import {
  CheckoutTemplateStatus,
  type QueryCheckoutTemplatesRequest,
  type QueryCheckoutTemplatesResponse,
} from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomCheckoutTemplates as c } from '../../db/schema/ecom-owner';
import {
  compileCursorQuery,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { templateToWire } from './store';

/** The template fields a query filters and sorts by, named as on the wire; oldest first. */
const templateQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${c.id}::text`, type: 'string' },
    status: {
      sql: c.status,
      type: 'string',
      enumValues: CheckoutTemplateStatus.options,
      sortable: true,
    },
    ...recordDateFields(c),
  }),
  defaultSort: [asc(c.createdAt)],
  tieBreaker: c.id,
  defaultLimit: 100,
};

/** The owner's query over the site's checkout templates (cursor paging, docs/protocol.md §4.1). */
export async function queryTemplates(
  db: Db,
  siteId: string,
  request: QueryCheckoutTemplatesRequest,
): Promise<QueryCheckoutTemplatesResponse> {
  const q = compileCursorQuery(request.query, templateQuerySpec);
  const rows = await db
    .select()
    .from(c)
    .where(and(eq(c.siteId, siteId), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { checkoutTemplates: items.map(templateToWire), pagingMetadata };
}
