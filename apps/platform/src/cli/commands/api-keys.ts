import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { isUuid } from '../../kernel/ids';
import { createApiKey, revokeApiKey } from '../../modules/api-keys';

/** `apikeys create [--site <id>]`: prints the key once (it is stored hashed), then how to send it. */
export async function apiKeysCreate({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const { id, key } = await createApiKey(db, siteId, options.name);
  io.out(key);
  io.err(`API key ${id} for site ${siteId}. Send it as headers:`);
  io.err(`  Authorization: <key>`);
  io.err(`  wix-site-id: ${siteId}`);
}

/** `apikeys revoke <key id>` */
export async function apiKeysRevoke({ db, io, clock, args }: CommandContext): Promise<void> {
  const [id] = args;
  if (!id || !isUuid(id)) throw new UsageError('apikeys revoke needs the key id.');
  if (!(await revokeApiKey(db, id, clock.now()))) throw new UsageError(`No live API key ${id}.`);
  io.out(`Revoked ${id}`);
}
