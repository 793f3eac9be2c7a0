import { is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** How a wire field is compared in SQL. */
export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'stringArray';

/** One entry of an entity's allow-list: the wire field's SQL expression and how to compare it. */
export interface FieldSpec {
  sql: SQL | AnyPgColumn;
  type: FieldType;
  /** A closed set of values: a filter value outside it is an INVALID_ENUM_VALUE violation. */
  enumValues?: readonly string[];
  sortable?: boolean;
  /** False for sort-only fields. */
  filterable?: boolean;
}

export interface EntityQuerySpec {
  /** Keyed by the dotted wire path, e.g. `category.id`. */
  fields: Record<string, FieldSpec>;
  /** ORDER BY when the request has no sort; may use columns that are not wire fields. */
  defaultSort: SQL[];
  /** A unique expression appended to every ORDER BY, so offset pages never overlap. */
  tieBreaker: SQL | AnyPgColumn;
  defaultLimit: number;
}

/**
 * Own entries only: a client's `constructor` or `toString` must not find Object.prototype's. An
 * expression comes back in parentheses, so `a = 'x'` compared with a value stays one operand.
 */
export function fieldSpec(fields: Record<string, FieldSpec>, path: string): FieldSpec | undefined {
  const spec = Object.hasOwn(fields, path) ? fields[path] : undefined;
  return spec && is(spec.sql, SQL) ? { ...spec, sql: sql`(${spec.sql})` } : spec;
}

/** A record's creation and last change, as the wire's sortable `createdDate` and `updatedDate`. */
export const recordDateFields = (table: { createdAt: AnyPgColumn; updatedAt: AnyPgColumn }) =>
  ({
    createdDate: { sql: table.createdAt, type: 'date', sortable: true },
    updatedDate: { sql: table.updatedAt, type: 'date', sortable: true },
  }) satisfies Record<string, FieldSpec>;

export const defineFields = <T extends Record<string, FieldSpec>>(fields: T): T => fields;
