import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Lets one query return a table's rows nested as JSON (json_agg) and still yield exactly the rows
 * a plain `select()` gives, so a lookup needs one round trip instead of one per table.
 */

/** Driver values that come as text (numeric keeps its scale, timestamps their form): keep them so. */
const TEXT_TYPES = /^(numeric|decimal|timestamp|date|time|interval)/;

/**
 * `json_build_object` of a row of `table`, keyed by column name, as SQL text built once: drizzle
 * would walk a chunk per column on every query, and these run on every cart call.
 */
export function jsonRowObject(table: PgTable): string {
  const name = quoted(getTableName(table));
  const parts = Object.values(getTableColumns(table)).map((column) => {
    const ref = `${name}.${quoted(column.name)}`;
    // Column names are schema identifiers, never user input.
    return `'${column.name}', ${TEXT_TYPES.test(column.getSQLType()) ? `${ref}::text` : ref}`;
  });
  return `json_build_object(${parts.join(', ')})`;
}

export const quoted = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/** The row drizzle would have mapped from the driver, from an object of `jsonRowObject`. */
export function fromJsonRow<T extends PgTable>(
  table: T,
  row: Record<string, unknown>,
): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out;
}
