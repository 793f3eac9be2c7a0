import { PlatformErrorCode, type PlatformApp } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { installedApps } from '../db/schema/core';
import type { App } from '../kernel/app-type';
import { forbidden } from '../kernel/errors';

/** Throws 403 APP_NOT_INSTALLED unless the caller's site has the app (docs/interfaces.md). */
export async function requireApp(request: FastifyRequest, app: PlatformApp): Promise<void> {
  if (!(await isInstalled(request, app)))
    throw forbidden(
      PlatformErrorCode.appNotInstalled,
      `The ${app} app is not installed on this site`,
      { app },
    );
}

/** Every route of `app` needs the site to have `platformApp` (a preValidation hook: 403 first). */
export function guardApp(app: App, platformApp: PlatformApp): void {
  app.addHook('preValidation', (request) => requireApp(request, platformApp));
}

/** The auth hook already read the site's apps with the caller; callers authenticated otherwise ask. */
async function isInstalled(request: FastifyRequest, app: PlatformApp): Promise<boolean> {
  const { siteId, installedApps: known } = request.auth;
  if (known) return known.includes(app);
  const [row] = await request.server.db
    .select({ app: installedApps.app })
    .from(installedApps)
    .where(and(eq(installedApps.siteId, siteId), eq(installedApps.app, app)));
  return row !== undefined;
}
