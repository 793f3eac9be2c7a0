import { asc } from 'drizzle-orm';
import { installedApps, sites } from '../../db/schema/core';
import type { CommandContext } from '../types';

export async function sitesList({ db, io }: CommandContext): Promise<void> {
  const rows = await db.select().from(sites).orderBy(asc(sites.createdAt), asc(sites.id));
  const apps = await db.select().from(installedApps);
  if (!rows.length) io.out('No sites. Run `seed` to create the demo site.');
  for (const site of rows) {
    const installed = apps
      .filter((a) => a.siteId === site.id)
      .map((a) => a.app)
      .sort();
    const plan = site.premium ? 'premium' : 'free';
    const appList = installed.join(', ') || 'none';
    io.out(`${site.id}  ${site.name}  (${plan})  ${site.catalogVersion}  apps: ${appList}`);
  }
}
