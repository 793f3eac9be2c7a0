import { readEnv } from '@/lib/env';
import { replacementSession, writeSession } from '@/lib/platform/session-store';
import { readSessionRenewedAt, readSessionTokens } from '@/lib/platform/visitor';
import { nextRenewedAt } from '@/lib/session-renewal';
import { loadSiteInfo } from '@/lib/site-info';

export const dynamic = 'force-dynamic';

/**
 * The client state's startup fetch (issue item 6); the page already rendered the same data.
 * Being a route handler, it can also write a refreshed or fresh session back to the cookie.
 */
export async function GET(request: Request) {
  const env = readEnv();
  let tokens = await readSessionTokens();
  const replacement = await replacementSession(env, tokens).catch(() => null);
  if (replacement) {
    tokens = replacement;
    // A new access token is no renewal: a member's session keeps its marker and its end.
    const renewedAt = nextRenewedAt(replacement, 'refresh', await readSessionRenewedAt());
    await writeSession(request, replacement, renewedAt);
  }
  const info = await loadSiteInfo(env, tokens);
  return Response.json(info, {
    status: info.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
