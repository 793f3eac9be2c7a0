import { sql } from 'drizzle-orm';
import { seedDemoSite } from '../../seed/index';
import { UsageError, type CommandContext } from '../types';

/**
 * Kept across resets: the signing keys (tokens stay verifiable, receivers keep the webhook public
 * key) and the migration record.
 */
const KEPT_TABLES = ['platform_keys', 'platform_signing_keys', 'schema_migrations'];

export async function reset({ db, io, options }: CommandContext): Promise<void> {
  if (!options.yes) {
    throw new UsageError(
      'reset deletes ALL data of the platform (sites, carts, bookings…). Run `reset --yes` to confirm.',
    );
  }
  const tables = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const names = tables.rows.map((r) => r.tablename).filter((t) => !KEPT_TABLES.includes(t));
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
  io.out(`Deleted the data of ${names.length} tables and seeded the demo site again.`);
}
