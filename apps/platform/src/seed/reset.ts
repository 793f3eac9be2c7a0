import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema/core';
import { webhookSubscriptions } from '../db/schema/webhooks';
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
 *
 * Webhook subscriptions of the sites the seed brings back survive: a running storefront
 * subscribed itself at start, and would otherwise stop receiving events until restarted.
 */
export async function resetToSeed(db: Db): Promise<number> {
  const names = await resetTables(db);
  await db.transaction(async (tx) => {
    const subscriptions = await tx.select().from(webhookSubscriptions);
    if (names.length) {
      const list = sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      );
      await tx.execute(sql`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
    }
    await seedDemoSite(tx);
    const seeded = new Set((await tx.select({ id: sites.id }).from(sites)).map((s) => s.id));
    const kept = subscriptions.filter((s) => seeded.has(s.siteId));
    if (kept.length) await tx.insert(webhookSubscriptions).values(kept);
  });
  return names.length;
}
