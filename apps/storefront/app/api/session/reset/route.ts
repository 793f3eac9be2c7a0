import { redirect } from 'next/navigation';
import { dropSession } from '@/lib/platform/session-store';
import { safeReturnPath } from '@/lib/return-path';

/** The browser found a different client id in localStorage (issue item 8): forget the session. */
export async function POST(request: Request) {
  await dropSession(request, false);
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/** The platform rejected the session's token: start a fresh session and return to the page. */
export async function GET(request: Request) {
  await dropSession(request, true);
  redirect(safeReturnPath(request.url, new URL(request.url).searchParams.get('to')));
}
