import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Which rows of a listing to read: its order and the window of it. */
export interface PageWindow {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** One page of a table's rows under `where`, and how many rows match in all. */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  page: PageWindow,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle's select() does not take a generic table; as any table it does, and the rows are T's.
  const from: PgTable = table;
  const rows = await db
    .select()
    .from(from)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(from).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
