import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

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
