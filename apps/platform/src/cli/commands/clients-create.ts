import { randomUUID } from 'node:crypto';
import { oauthClients } from '../../db/schema/core';
import { DEMO_REDIRECT_URIS } from '../../seed/core';
import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';

export async function clientsCreate({ db, io, options }: CommandContext): Promise<void> {
  if (!options.site) throw new UsageError('clients create needs --site <id> (see `sites list`).');
  const siteId = await resolveSite(db, options.site);
  const id = randomUUID();
  await db.insert(oauthClients).values({
    id,
    siteId,
    name: options.name ?? 'Headless client',
    allowedRedirectUris: DEMO_REDIRECT_URIS,
  });
  io.out(id);
}
