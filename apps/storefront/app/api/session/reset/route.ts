import { redirect } from 'next/navigation';
import { dropSession } from '@/lib/platform/session-store';
import { safeReturnPath } from '@/lib/return-path';

/**
 * The browser found a different client id in localStorage (issue item 8): the old session goes.
 * No new one is started: like any new visitor's, it starts where first needed
 * (lib/platform/visitor-session.ts).
 */
export async function POST(request: Request) {
  await dropSession(request, false);
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/** The platform rejected the session's token: drop it and return to the page. */
export async function GET(request: Request) {
  await dropSession(request, true);
  redirect(safeReturnPath(new URL(request.url).searchParams.get('to')));
}
