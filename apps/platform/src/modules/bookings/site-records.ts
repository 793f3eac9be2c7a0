import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isUuid } from '../../kernel/ids';

/** A table of the site's records, each under its own id. */
type SiteTable = PgTable & { id: AnyPgColumn; siteId: AnyPgColumn };

/**
 * Which of `ids` name a record of `table` on the site. An id that is no uuid names none (and is
 * not sent to PostgreSQL, which would reject it for the uuid column).
 */
export async function idsOnSite(
  db: Db,
  table: SiteTable,
  siteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Set();
  const selectable: PgTable = table;
  const rows = await db
    .select({ id: table.id })
    .from(selectable)
    .where(and(eq(table.siteId, siteId), inArray(table.id, valid)));
  return new Set(rows.map((row) => String(row.id)));
}

/** The ids of `ids` that name no record of `table` on the site, in their order. */
export async function idsNotOnSite(
  db: Db,
  table: SiteTable,
  siteId: string,
  ids: readonly string[],
): Promise<string[]> {
  const found = await idsOnSite(db, table, siteId, ids);
  return ids.filter((id) => !found.has(id));
}

/** Whether `id` names a record of `table` on the site. */
export async function isOnSite(
  db: Db,
  table: SiteTable,
  siteId: string,
  id: string,
): Promise<boolean> {
  return (await idsOnSite(db, table, siteId, [id])).size > 0;
}

/**
 * The site's record of `table` with this id, locked for the change; `missing` is the error when
 * there is none (nor can be: an id that is no uuid).
 */
export async function lockOnSite<T extends SiteTable>(
  tx: Db,
  table: T,
  siteId: string,
  id: string,
  missing: () => Error,
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw missing();
  const selectable: PgTable = table;
  const [row] = await tx
    .select()
    .from(selectable)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .for('update');
  if (!row) throw missing();
  return row;
}
