import { PlatformErrorCode, type PlatformApp } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { installedApps } from '../db/schema/core';
import { forbidden } from '../errors';

/** Throws 403 APP_NOT_INSTALLED unless the caller's site has the app (docs/interfaces.md). */
export async function requireApp(request: FastifyRequest, app: PlatformApp): Promise<void> {
  const { siteId } = request.auth;
  const [row] = await request.server.db
    .select({ app: installedApps.app })
    .from(installedApps)
    .where(and(eq(installedApps.siteId, siteId), eq(installedApps.app, app)));
  if (!row)
    throw forbidden(
      PlatformErrorCode.appNotInstalled,
      `The ${app} app is not installed on this site`,
      { app },
    );
}
