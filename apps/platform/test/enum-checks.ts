import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** `table.column` → the values a Drizzle text enum allows, for every enum column of `schema`. */
export function drizzleEnums(schema: Record<string, unknown>): Map<string, string[]> {
  const enums = new Map<string, string[]>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const { name, columns } = getTableConfig(table);
    for (const column of columns)
      if (column.enumValues?.length) enums.set(`${name}.${column.name}`, [...column.enumValues]);
  }
  return enums;
}

/**
 * `column IN ('A', …)` as pg_get_constraintdef spells it: `column = ANY (ARRAY['A'::text, …])`,
 * or `column = 'A'::text` for a single value.
 */
const IN_LIST = /^CHECK \(\((\w+) = (?:ANY \(ARRAY\[(.*)\]\)|('.*'::text))\)\)$/;

/** `table.column` → the values a CHECK (column IN (…)) of the database allows. */
export async function checkedLists(pool: pg.Pool): Promise<Map<string, string[]>> {
  const { rows } = await pool.query<{ tbl: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
  );
  const lists = new Map<string, string[]>();
  for (const { tbl, def } of rows) {
    const [, column, list, single] = IN_LIST.exec(def) ?? [];
    if (!column) continue;
    const literals = (list ?? single ?? '').matchAll(/'((?:[^']|'')*)'::text/g);
    lists.set(
      `${tbl}.${column}`,
      [...literals].map((m) => m[1] ?? ''),
    );
  }
  return lists;
}
