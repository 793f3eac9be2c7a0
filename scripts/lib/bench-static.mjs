// The first-paint floor of `npm run bench`: `/` as a plain static HTML page, the same markup and
// the same inlined CSS, without a single script, served by the same storefront
// (apps/storefront/app/bench-static.html/route.ts serves the file BENCH_STATIC_HTML names).
import { writeFile } from 'node:fs/promises';

export const STATIC_PAGE_PATH = '/bench-static.html';
export const STATIC_FILE_VARIABLE = 'BENCH_STATIC_HTML';

/** `/`'s HTML without its scripts: script elements, script preloads and modulepreloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Saves `/` as the storefront renders it for a new visitor, minus scripts, to `file`. */
export async function saveStaticCopyOfHome(baseUrl, file) {
  const response = await fetch(`${baseUrl}/`);
  if (!response.ok) throw new Error(`/ answered ${response.status}: no static copy to compare to`);
  const html = withoutScripts(await response.text());
  if (/<script\b/i.test(html)) throw new Error('the static copy of / still holds a script');
  await writeFile(file, html);
  const check = await fetch(`${baseUrl}${STATIC_PAGE_PATH}`);
  await check.body?.cancel();
  if (check.status !== 200) {
    throw new Error(
      `${STATIC_PAGE_PATH} answers ${check.status}: is the storefront built with its route?`,
    );
  }
}
