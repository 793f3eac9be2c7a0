import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table whose rows belong to a site. */
type SiteTable = PgTable & { siteId: AnyPgColumn };

/**
 * The site's row whose `key` column holds `value`, if any; with `lock`, taken FOR UPDATE so the
 * transaction's writes on it serialise.
 */
export async function siteRow<T extends SiteTable>(
  db: Db,
  table: T,
  siteId: string,
  key: AnyPgColumn,
  value: string,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle's select() does not take a generic table; as any table it does, and the row is T's.
  const from: PgTable = table;
  const query = db
    .select()
    .from(from)
    .where(and(eq(table.siteId, siteId), eq(key, value)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
