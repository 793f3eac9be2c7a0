import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * Cart edits commit asynchronously: PostgreSQL's `synchronous_commit = off`, for the editing
 * transaction only (the setting ends with it). A commit then returns before its WAL reaches the
 * disk, which was most of an add-to-cart's wait (the cart benchmark measured about 25 % more
 * throughput).
 *
 * What it risks, and why that is right for a cart: a crash of the database server (not of the
 * platform) within a fraction of a second (at most 3 × wal_writer_delay) may forget the last cart
 * edits, each whole (cart, lines and event commit together) and never corrupting anything. Nothing
 * durable can have been built on a forgotten edit: any later synchronous commit (a checkout, an
 * order, the webhook dispatcher recording the edit's event as fanned out before it sends it)
 * flushes the WAL past it first. Checkouts, orders, stock and everything else keep synchronous commits, as
 * PostgreSQL's documentation suggests for such a mix. Locks and constraints work the same either
 * way.
 */
export const ASYNC_COMMIT_SQL = `select set_config('synchronous_commit', 'off', true)`;

/** A transaction for a cart edit: committed asynchronously (see ASYNC_COMMIT_SQL). */
export function cartTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(ASYNC_COMMIT_SQL));
    return work(tx);
  });
}
