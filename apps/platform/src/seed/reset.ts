import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedDemoSite } from './index';

/**
 * Kept across resets: the signing keys (tokens stay verifiable, receivers keep the webhook public
 * key) and the migration record.
 */
const KEPT_TABLES = ['platform_keys', 'platform_signing_keys', 'schema_migrations'];

/** The tables a reset empties, in name order. */
export async function resetTables(db: Db): Promise<string[]> {
  const tables = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return tables.rows.map((r) => r.tablename).filter((t) => !KEPT_TABLES.includes(t));
}

/**
 * Empties every table but the kept ones and seeds the demo site again, in one transaction (the
 * CLI's `reset --yes` and the inspector's reset). Returns how many tables it emptied.
 */
export async function resetToSeed(db: Db): Promise<number> {
  const names = await resetTables(db);
  await db.transaction(async (tx) => {
    if (names.length) {
      const list = sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      );
      await tx.execute(sql`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
    }
    await seedDemoSite(tx);
  });
  return names.length;
}
