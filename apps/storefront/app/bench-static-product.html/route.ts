import { readFile } from 'node:fs/promises';

/**
 * `npm run bench`'s floor for a product page: `/store/<slug>`'s own HTML without its scripts,
 * saved by the bench to the file BENCH_STATIC_PRODUCT_HTML names (scripts/lib/bench-product.mjs),
 * served as it is, beside bench-static.html for `/`. Without that variable the page does not exist.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const file = process.env['BENCH_STATIC_PRODUCT_HTML']?.trim();
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(await readFile(file), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
