import { readFile } from 'node:fs/promises';

/**
 * `npm run bench`'s floor: `/`'s own HTML with its scripts taken out, saved by the bench to the
 * file BENCH_STATIC_HTML names, served as it is by this same server (scripts/bench.mjs). Without
 * that variable the page does not exist. The `.html` keeps it outside the proxy's matcher, so no
 * session is made for it either.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const file = process.env['BENCH_STATIC_HTML']?.trim();
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(await readFile(file), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
