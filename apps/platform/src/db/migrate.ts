import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant works; it only has to be the same for every instance (it spells "hdls-mig"). */
const MIGRATION_LOCK_KEY = 0x68646c736d6967n;

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (f) => ({
      name: f.replace(/\.sql$/, ''),
      sql: await readFile(dir + f, 'utf8'),
    })),
  );
}

/**
 * Applies pending migrations in one transaction. The advisory lock serialises instances that start
 * at the same time: the second waits, then finds everything applied.
 */
export async function migrate(pool: pg.Pool, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const pending = all.filter((m) => !done.has(m.name));
    for (const m of pending) {
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
    }
    await client.query('COMMIT');
    return pending.map((m) => m.name);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
