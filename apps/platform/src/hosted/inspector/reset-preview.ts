import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resetTables } from '../../seed/reset';

export interface TableCount {
  table: string;
  rows: number;
}

/** What a reset would delete: every non-empty table it empties, with its row count. */
export async function resetPreview(db: Db): Promise<TableCount[]> {
  const tables = await resetTables(db);
  if (!tables.length) return [];
  const counts = sql.join(
    tables.map(
      (t) => sql`SELECT ${t}::text AS name, count(*)::int AS rows FROM ${sql.identifier(t)}`,
    ),
    sql` UNION ALL `,
  );
  const result = await db.execute<{ name: string; rows: number }>(counts);
  return result.rows.filter((r) => r.rows > 0).map((r) => ({ table: r.name, rows: r.rows }));
}
