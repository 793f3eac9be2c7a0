import { PlatformErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthClients, sites } from '../../db/schema/core';
import { invalid } from '../../errors';

export interface ClientWithSite {
  clientId: string;
  siteId: string;
  siteOwnerId: string;
}

export async function lookupClient(
  db: Db,
  clientId: string,
  siteId?: string,
): Promise<ClientWithSite | undefined> {
  const [row] = await db
    .select({ clientId: oauthClients.id, siteId: sites.id, siteOwnerId: sites.ownerId })
    .from(oauthClients)
    .innerJoin(sites, eq(sites.id, oauthClients.siteId))
    .where(
      siteId
        ? and(eq(oauthClients.id, clientId), eq(sites.id, siteId))
        : eq(oauthClients.id, clientId),
    );
  return row;
}

export async function requireClient(db: Db, clientId: string | undefined): Promise<ClientWithSite> {
  const client = clientId ? await lookupClient(db, clientId) : undefined;
  if (!client) {
    throw invalid(PlatformErrorCode.invalidClientId, `Unknown client id ${clientId ?? ''}`.trim(), {
      clientId: clientId ?? null,
    });
  }
  return client;
}
