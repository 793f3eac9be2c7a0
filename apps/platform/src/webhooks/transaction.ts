import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db/client';
import { clientOf } from '../db/prepared';

const dialect = new PgDialect();

/** Runs one statement of the transaction and returns its rows. */
export type Run = <R extends Record<string, unknown>>(query: SQL) => Promise<R[]>;

/**
 * A transaction on one pooled connection that is always given back, and dropped when it broke.
 * The dispatcher runs these every second in every instance, so it must outlive database blips:
 * drizzle's `db.transaction` keeps the connection checked out forever when BEGIN itself fails
 * (a connection the server closed), and a few blips would drain the pool the app shares.
 */
export async function inTransaction<T>(db: Db, work: (run: Run) => Promise<T>): Promise<T> {
  const source = clientOf(db);
  const pooled = 'totalCount' in source;
  const client = pooled ? await source.connect() : source;
  const run: Run = async <R extends Record<string, unknown>>(query: SQL) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return (await client.query<R>(sql, params)).rows;
  };
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(run);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    if (pooled) (client as pg.PoolClient).release(broken);
  }
}
