import { DEMO_SITE_ID, PlatformApp } from '@headless/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sites } from '../db/schema/core';
import { UsageError, type CommandContext } from './types';
import { isUuid } from '../kernel/ids';

/** The `--site` value (the demo site when absent), checked to exist. */
export async function resolveSite(db: Db, site: string | undefined): Promise<string> {
  const id = site ?? DEMO_SITE_ID;
  const found =
    isUuid(id) && (await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id))).length;
  if (!found) throw new UsageError(`Unknown site ${id}. Run \`sites list\` to see the sites.`);
  return id;
}

export function resolveApp(app: string | undefined): PlatformApp {
  const known = PlatformApp as readonly string[];
  if (!app) throw new UsageError(`Name an app: one of ${known.join(', ')}.`);
  if (!known.includes(app)) throw new UsageError(`Unknown app ${app}. Apps: ${known.join(', ')}.`);
  return app as PlatformApp;
}

/** What a `… list` command lists: one site's rows of a table, in order, and what to say if none. */
interface SiteListing<T extends PgTable & { siteId: PgColumn }> {
  from: T;
  orderBy: SQL[];
  none: string;
}

/** The rows a `… list` command prints; when there are none it has already said so. */
export async function siteRows<T extends PgTable & { siteId: PgColumn }>(
  { db, io }: Pick<CommandContext, 'db' | 'io'>,
  siteId: string,
  listing: SiteListing<T>,
): Promise<T['$inferSelect'][]> {
  // Drizzle cannot type a select from a generic table: it selects from the plain table type.
  const table: PgTable = listing.from;
  const rows = await db
    .select()
    .from(table)
    .where(eq(listing.from.siteId, siteId))
    .orderBy(...listing.orderBy);
  if (!rows.length) io.out(listing.none);
  return rows;
}
