import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../kernel/ids';
import type { Db } from './client';

/**
 * The shapes of reading rows that recur across modules, written once over Drizzle's builder.
 */

/** Which page of the matching rows, in which order (a compiled query's paging). */
export interface PageOf {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** One page of a table's rows matching `where`, and how many match in all (the paging total). */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  page: PageOf,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle cannot type a select from a generic table: it selects from the plain table type.
  const from: PgTable = table;
  const rows = await db
    .select()
    .from(from)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(from).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The row matching `where`, if any; `lock` takes it FOR UPDATE for a change in this transaction. */
export async function selectRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  const from: PgTable = table;
  const query = db.select().from(from).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A table whose rows belong to a site. */
type SiteTable = PgTable & { siteId: AnyPgColumn };

/** The site's row whose `key` column holds `value`, if any (`lock`: FOR UPDATE, as selectRow). */
export function siteRow<T extends SiteTable>(
  db: Db,
  table: T,
  siteId: string,
  key: AnyPgColumn,
  value: string,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  return selectRow(db, table, and(eq(table.siteId, siteId), eq(key, value)), lock);
}

/** A table of site records keyed by a uuid `id`. */
type SiteRecords = SiteTable & { id: AnyPgColumn };

/**
 * The finder of a table's records by id, within a site: the record (FOR UPDATE when `lock`), or
 * undefined when unknown, another site's, or when the id is not a uuid (no query: the column
 * would refuse it).
 */
export function siteRecordFinder<T extends SiteRecords>(table: T) {
  return (
    db: Db,
    siteId: string,
    id: string,
    lock = false,
  ): Promise<T['$inferSelect'] | undefined> =>
    isUuid(id) ? siteRow(db, table, siteId, table.id, id, lock) : Promise.resolve(undefined);
}
