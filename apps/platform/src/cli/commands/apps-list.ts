import { PlatformApp } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { installedApps } from '../../db/schema/core';
import { resolveSite } from '../sites';
import type { CommandContext } from '../types';

export async function appsList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const rows = await db.select().from(installedApps).where(eq(installedApps.siteId, siteId));
  const installed = new Set<string>(rows.map((r) => r.app));
  io.out(`Apps of site ${siteId}:`);
  for (const app of PlatformApp)
    io.out(`  ${app.padEnd(14)} ${installed.has(app) ? 'installed' : 'not installed'}`);
}
