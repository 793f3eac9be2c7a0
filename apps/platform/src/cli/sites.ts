import { DEMO_SITE_ID, PlatformApp } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema/core';
import { UsageError } from './types';
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
