import { redirect } from 'next/navigation';
import { readEnv } from '@/lib/env';
import { createAuthClient } from '@/lib/platform/clients';
import { logPlatformFailure } from '@/lib/platform/problems';
import { dropSession, writeSession } from '@/lib/platform/session-store';
import { safeReturnPath } from '@/lib/return-path';

/**
 * The browser found a different client id in localStorage (issue item 8): the old session goes,
 * and a fresh one for the configured id takes its place in the same response. Only dropping it
 * would leave a moment without a cookie, in which each link prefetch of the page still open
 * would start a session of its own in the proxy.
 */
export async function POST(request: Request) {
  try {
    await writeSession(request, await createAuthClient(readEnv()).auth.generateVisitorTokens());
  } catch (error) {
    logPlatformFailure('Starting a visitor session failed', error);
    await dropSession(request, false);
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/** The platform rejected the session's token: start a fresh session and return to the page. */
export async function GET(request: Request) {
  await dropSession(request, true);
  redirect(safeReturnPath(new URL(request.url).searchParams.get('to')));
}
