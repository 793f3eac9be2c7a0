// The first-paint floors of `npm run bench`: each measured page saved as static HTML and served by
// the same storefront (apps/storefront/app/bench-static.html/route.ts serves the files of the
// folder BENCH_STATIC_DIR names, `?copy=<page>-<floor>`). Two floors per page:
// - `styled`: the page's own HTML with its scripts taken out (the same markup and inlined CSS);
// - `plain`: its plain text, the same elements without scripts, styles or images, so the browser
//   paints the text as soon as it has it: the fastest any page with that text could paint.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const STATIC_PAGE_PATH = '/bench-static.html';
export const STATIC_DIR_VARIABLE = 'BENCH_STATIC_DIR';

/** The page's HTML without its scripts: script elements, script preloads and modulepreloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * The page's plain text: no scripts, no CSS (style elements, stylesheet links and preloads, style
 * attributes), no images or icons; the elements stay, so the element the bench times is still there.
 */
export function plainTextOf(html) {
  return withoutScripts(html)
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/gi, '')
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/\sstyle="[^"]*"/gi, '');
}

/** The floors, in the order the bench prints them. */
export const FLOORS = [
  { kind: 'styled', label: 'static copy (its CSS kept)', copy: withoutScripts },
  { kind: 'plain', label: 'plain-text copy', copy: plainTextOf },
];

/** Where a page's floor is served: `/bench-static.html?copy=<page>-<floor>`. */
export const copyPath = (page, floor) =>
  `${STATIC_PAGE_PATH}?copy=${encodeURIComponent(`${page.name}-${floor.kind}`)}`;

/** Saves `page` as the storefront renders it for a new visitor, once per floor, into `dir`. */
export async function saveCopies(baseUrl, page, dir) {
  const response = await fetch(`${baseUrl}${page.path}`);
  if (!response.ok) {
    throw new Error(`${page.path} answered ${response.status}: no static copy to compare to`);
  }
  const html = await response.text();
  for (const floor of FLOORS) {
    const copy = floor.copy(html);
    if (/<script\b/i.test(copy)) throw new Error(`the ${floor.kind} copy still holds a script`);
    await writeFile(join(dir, `${page.name}-${floor.kind}.html`), copy);
    const check = await fetch(`${baseUrl}${copyPath(page, floor)}`);
    await check.body?.cancel();
    if (check.status !== 200) {
      throw new Error(
        `${copyPath(page, floor)} answers ${check.status}: is the storefront built with its route?`,
      );
    }
  }
}
