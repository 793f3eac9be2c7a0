import { asc, eq, sql } from 'drizzle-orm';
import { oauthClients } from '../../db/schema/core';
import { resolveSite, siteRows } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { redirectPatternProblem } from '../../modules/oauth';

/** `clients list [--site <id>]`: each client with its allowed redirect URIs. */
export async function clientsList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const rows = await siteRows({ db, io }, siteId, {
    from: oauthClients,
    orderBy: [asc(oauthClients.createdAt), asc(oauthClients.id)],
    none: 'No OAuth clients. Create one with `clients create --site <id>`.',
  });
  for (const c of rows) {
    io.out(`${c.id}  ${c.name}`);
    for (const uri of c.allowedRedirectUris) io.out(`  allows ${uri}`);
  }
}

function clientAndUri(args: string[], command: string): [string, string] {
  const [clientId, uri] = args;
  if (!clientId || !uri) throw new UsageError(`clients ${command} needs <clientId> <uri>.`);
  return [clientId, uri];
}

async function requireClientRow(ctx: CommandContext, clientId: string) {
  const [row] = await ctx.db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
  if (!row) throw new UsageError(`Unknown client ${clientId}. See \`clients list\`.`);
  return row;
}

/** `clients allow <clientId> <uri>`: `/*` takes any path below, `:*` any port. */
export async function clientsAllow(ctx: CommandContext): Promise<void> {
  const [clientId, uri] = clientAndUri(ctx.args, 'allow');
  const problem = redirectPatternProblem(uri);
  if (problem) throw new UsageError(`Cannot allow ${uri}: ${problem}.`);
  const row = await requireClientRow(ctx, clientId);
  if (row.allowedRedirectUris.includes(uri))
    return ctx.io.out(`${clientId} already allows ${uri}.`);
  // Appended in SQL so two concurrent edits both land.
  await ctx.db
    .update(oauthClients)
    .set({
      allowedRedirectUris: sql`array_append(${oauthClients.allowedRedirectUris}, ${uri}::text)`,
    })
    .where(
      sql`${oauthClients.id} = ${clientId} and not (${uri}::text = any(${oauthClients.allowedRedirectUris}))`,
    );
  ctx.io.out(`${clientId} now allows ${uri}.`);
}

/** `clients disallow <clientId> <uri>`: the exact entry as `clients list` shows it. */
export async function clientsDisallow(ctx: CommandContext): Promise<void> {
  const [clientId, uri] = clientAndUri(ctx.args, 'disallow');
  const row = await requireClientRow(ctx, clientId);
  if (!row.allowedRedirectUris.includes(uri))
    throw new UsageError(`${clientId} does not allow ${uri}. See \`clients list\`.`);
  await ctx.db
    .update(oauthClients)
    .set({
      allowedRedirectUris: sql`array_remove(${oauthClients.allowedRedirectUris}, ${uri}::text)`,
    })
    .where(eq(oauthClients.id, clientId));
  ctx.io.out(`${clientId} no longer allows ${uri}.`);
}
