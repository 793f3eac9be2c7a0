import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A Db that owns its pool: the process that created it ends it with `closeDb`. */
export type OwnedDb = Db & { $client: pg.Pool };

export function createDb(url: string, options: { max?: number } = {}): OwnedDb {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 24 });
  // An idle client dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', () => undefined);
  // Nor may a checked-out one: pg emits 'error' on a client whose connection ends while it is
  // lent out (between two statements of a transaction, or under a running query), and the pool
  // listens only while the client is idle. The caller still sees the failure: its query rejects.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return drizzle({ client: pool, schema });
}

export async function closeDb(db: OwnedDb): Promise<void> {
  await db.$client.end();
}
