import { createApiKey, revokeApiKey } from '../../modules/api-keys/store';
import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';

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
export async function apiKeysRevoke({ db, io, args }: CommandContext): Promise<void> {
  const [id] = args;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!id || !uuid.test(id)) throw new UsageError('apikeys revoke needs the key id.');
  if (!(await revokeApiKey(db, id))) throw new UsageError(`No live API key ${id}.`);
  io.out(`Revoked ${id}`);
}
