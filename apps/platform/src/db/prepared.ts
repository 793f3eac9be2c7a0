import type pg from 'pg';
import type { Db } from './client';

/** The pg connection source behind a Db: the app's pool, or a transaction's client. */
export type DbClient = pg.Pool | pg.PoolClient | pg.Client;

/** Every Db is made by drizzle() (client.ts), which keeps its connection source as $client. */
export function clientOf(db: Db): DbClient {
  return (db as Db & { $client: DbClient }).$client;
}

/** A named statement: PostgreSQL plans it once per connection and reuses the plan. */
export interface PreparedStatement {
  /** Unique per statement text: a connection keeps the first plan it saw under a name. */
  name: string;
  /** SQL with positional parameters ($1, $2…). */
  text: string;
  values: unknown[];
}

/**
 * Runs a named statement and returns its rows. Only for the hot paths the benchmarks measure
 * (docs/benchmarks.md), where planning a statement costs more than running it; everything else
 * goes through Drizzle's query builder.
 */
export async function runPrepared<R extends pg.QueryResultRow>(
  db: Db,
  statement: PreparedStatement,
): Promise<R[]> {
  const { rows } = await clientOf(db).query<R>(statement);
  return rows;
}
