import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { createAppCredential, revokeAppCredential } from '../../modules/oauth';

/**
 * `apps credentials create [--site <id>] [--name <n>]`: an app's client_credentials for the site.
 * Prints app id, secret (shown once: only its hash is kept) and instance id, then how to use them.
 */
export async function appsCredentialsCreate({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const { appId, secret, instanceId } = await createAppCredential(db, siteId, options.name);
  io.out(`app id:      ${appId}`);
  io.out(`app secret:  ${secret}`);
  io.out(`instance id: ${instanceId}`);
  io.err('The secret is shown once. Get a token (4 hours) with:');
  io.err(
    `  POST /oauth2/token {"grant_type":"client_credentials","client_id":"${appId}","client_secret":"<secret>","instance_id":"${instanceId}"}`,
  );
}

/** `apps credentials revoke <app id>`: the app gets no new tokens and its tokens stop working. */
export async function appsCredentialsRevoke({
  db,
  io,
  clock,
  args,
}: CommandContext): Promise<void> {
  const [appId] = args;
  if (!appId) throw new UsageError('apps credentials revoke needs the app id.');
  if (!(await revokeAppCredential(db, appId, clock.now())))
    throw new UsageError(`No live app ${appId}.`);
  io.out(`Revoked ${appId}: its tokens stop working now.`);
}
