import { readEnv } from '@/lib/env';
import { readSessionTokens } from '@/lib/platform/visitor';
import { loadSiteInfo } from '@/lib/site-info';

export const dynamic = 'force-dynamic';

/** The client state's startup fetch (issue item 6); the page already rendered the same data. */
export async function GET() {
  const info = await loadSiteInfo(readEnv(), await readSessionTokens());
  return Response.json(info, {
    status: info.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
