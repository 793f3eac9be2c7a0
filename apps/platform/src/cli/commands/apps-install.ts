import { and, eq } from 'drizzle-orm';
import { installedApps } from '../../db/schema/core';
import { resolveApp, resolveSite } from '../sites';
import type { CommandContext } from '../types';

export async function appsInstall({ db, io, args, options }: CommandContext): Promise<void> {
  const app = resolveApp(args[0]);
  const siteId = await resolveSite(db, options.site);
  const inserted = await db
    .insert(installedApps)
    .values({ siteId, app })
    .onConflictDoNothing()
    .returning();
  io.out(
    inserted.length
      ? `Installed ${app} on site ${siteId}.`
      : `${app} was already installed on site ${siteId}.`,
  );
}

export async function appsUninstall({ db, io, args, options }: CommandContext): Promise<void> {
  const app = resolveApp(args[0]);
  const siteId = await resolveSite(db, options.site);
  const deleted = await db
    .delete(installedApps)
    .where(and(eq(installedApps.siteId, siteId), eq(installedApps.app, app)))
    .returning();
  io.out(
    deleted.length
      ? `Uninstalled ${app} from site ${siteId}.`
      : `${app} was not installed on site ${siteId}.`,
  );
}
