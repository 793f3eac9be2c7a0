import { createHash } from 'node:crypto';
import { AppId, type PlatformApp } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { installedApps } from '../../db/schema/core';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { outboxRow } from '../../outbox/record';
import { awaitDeliveries } from '../../webhooks';
import { resolveApp, resolveSite } from '../sites';
import type { CommandContext, Output } from '../types';
import { CLI_APP_ID } from './webhooks-trigger';

const INSTALLATION = 'wix.app.installations.v1.app_installation';

const APP_IDS: Record<PlatformApp, string> = {
  bookings: AppId.bookings,
  stores: AppId.storesCatalog,
  events: AppId.events,
  'pricing-plans': AppId.pricingPlans,
};

/** One installation per site and app, kept across uninstalls as on the real platform: a name-based id. */
export function installationId(siteId: string, app: PlatformApp): string {
  const hex = createHash('sha1').update(`app-installation:${siteId}:${app}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The change and its event in one transaction: subscribers (the storefront's detection cache)
 * learn of it by webhook. `created` the first time the installation is told of, `updated` after.
 */
async function recordInstallation(tx: Db, siteId: string, app: PlatformApp, installed: boolean) {
  const id = installationId(siteId, app);
  const [known] = await tx
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(eq(domainEvents.siteId, siteId), eq(domainEvents.aggregateId, id)))
    .limit(1);
  const [event] = await tx
    .insert(domainEvents)
    .values(
      outboxRow({
        siteId,
        eventType: installed && !known ? `${INSTALLATION}_created` : `${INSTALLATION}_updated`,
        entityId: id,
        payload: { id, appId: APP_IDS[app], status: installed ? 'INSTALLED' : 'UNINSTALLED' },
        identity: { identityType: 'APP', appId: CLI_APP_ID },
      }),
    )
    .returning({ id: domainEvents.id });
  return event!.id;
}

/** Says who was told: the command returns once the subscribers have had their delivery. */
async function reportDeliveries(db: Db, io: Output, eventId: number | undefined) {
  if (eventId === undefined) return;
  const outcome = await awaitDeliveries(db, eventId);
  if (!outcome.running) return io.err('Webhook subscribers are told when the platform runs.');
  const { delivered, failed, pending } = outcome;
  io.err(`Webhook subscribers told: ${delivered} delivered, ${failed} failed, ${pending} pending.`);
}

export async function appsInstall({ db, io, args, options }: CommandContext): Promise<void> {
  const app = resolveApp(args[0]);
  const siteId = await resolveSite(db, options.site);
  const eventId = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(installedApps)
      .values({ siteId, app })
      .onConflictDoNothing()
      .returning();
    return inserted.length ? await recordInstallation(tx, siteId, app, true) : undefined;
  });
  io.out(
    eventId !== undefined
      ? `Installed ${app} on site ${siteId}.`
      : `${app} was already installed on site ${siteId}.`,
  );
  await reportDeliveries(db, io, eventId);
}

export async function appsUninstall({ db, io, args, options }: CommandContext): Promise<void> {
  const app = resolveApp(args[0]);
  const siteId = await resolveSite(db, options.site);
  const eventId = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, siteId), eq(installedApps.app, app)))
      .returning();
    return deleted.length ? await recordInstallation(tx, siteId, app, false) : undefined;
  });
  io.out(
    eventId !== undefined
      ? `Uninstalled ${app} from site ${siteId}.`
      : `${app} was not installed on site ${siteId}.`,
  );
  await reportDeliveries(db, io, eventId);
}
