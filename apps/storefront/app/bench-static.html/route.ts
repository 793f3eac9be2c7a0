import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `npm run bench`'s floors: a measured page's HTML saved by the bench (without its scripts, or as
 * plain text) into the folder BENCH_STATIC_DIR names, served as it is by this same server
 * (scripts/lib/bench-static.mjs), `?copy=<page>-<floor>`. Without that variable the page does not
 * exist. The `.html` keeps it outside the proxy's session, so no session is made for it either.
 */
export const dynamic = 'force-dynamic';

const COPY_NAME = /^[a-z0-9-]{1,64}$/;

export async function GET(request: Request): Promise<Response> {
  const dir = process.env['BENCH_STATIC_DIR']?.trim();
  const copy = new URL(request.url).searchParams.get('copy') ?? '';
  if (!dir || !COPY_NAME.test(copy)) return new Response('Not found', { status: 404 });
  const html = await readFile(join(dir, `${copy}.html`)).catch(() => null);
  if (!html) return new Response('Not found', { status: 404 });
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
