import { readEnv } from '@/lib/env';
import { checkSession, dropSession, writeSession } from '@/lib/platform/session-store';
import { readSessionRenewedAt, readSessionTokens } from '@/lib/platform/visitor';
import { nextRenewedAt } from '@/lib/session-renewal';
import { loadSiteInfo } from '@/lib/site-info';

export const dynamic = 'force-dynamic';

/**
 * The client state's startup fetch (issue item 6); the page already rendered the same data.
 * Being a route handler, it can also write a session back to the cookie: refreshed, or dropped
 * when the platform rejects it. A visitor without a session costs no call here.
 */
export async function GET(request: Request) {
  const env = readEnv();
  let tokens = await readSessionTokens();
  const check = tokens ? await checkSession(env, tokens).catch(() => null) : null;
  if (check && 'drop' in check) {
    tokens = null;
    await dropSession(request, false);
  } else if (check && 'write' in check) {
    tokens = check.write;
    // A new access token is no renewal: a member's session keeps its marker and its end.
    const renewedAt = nextRenewedAt(tokens, 'refresh', await readSessionRenewedAt());
    await writeSession(request, tokens, renewedAt);
  }
  const info = await loadSiteInfo(env, tokens);
  return Response.json(info, {
    status: info.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
