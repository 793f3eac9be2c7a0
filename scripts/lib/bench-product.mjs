// `npm run bench`'s second page: a product page (/store/<slug>, issue 31 item 7) against a static
// copy of itself without scripts, served by the same storefront
// (apps/storefront/app/bench-static-product.html/route.ts), measured as `/` is.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureRounds, median } from './bench-measure.mjs';
import { withoutScripts } from './bench-static.mjs';

export const PRODUCT_PATH = '/store/fleece-hoodie';
export const STATIC_PRODUCT_PATH = '/bench-static-product.html';
export const STATIC_PRODUCT_VARIABLE = 'BENCH_STATIC_PRODUCT_HTML';
/** components/store/product-detail.tsx marks the product's price `elementtiming="product"`. */
const TARGET = { selector: '[data-testid="product-detail"]', elementTiming: 'product' };

/** The file the storefront serves as the static copy, in the bench's scratch directory. */
export const staticProductFile = (dataDir) => join(dataDir, 'bench-static-product.html');

async function saveStaticCopy(baseUrl, file) {
  const response = await fetch(`${baseUrl}${PRODUCT_PATH}`);
  if (!response.ok) throw new Error(`${PRODUCT_PATH} answered ${response.status}: no copy`);
  await writeFile(file, withoutScripts(await response.text()));
  const check = await fetch(`${baseUrl}${STATIC_PRODUCT_PATH}`);
  await check.body?.cancel();
  if (check.status !== 200) throw new Error(`${STATIC_PRODUCT_PATH} answers ${check.status}`);
}

const ratioOf = (page, copy, key) => {
  const home = median(page.map((s) => s[key]));
  const floor = median(copy.map((s) => s[key]));
  return { page: home, static: floor, ratio: home / floor };
};

/** The product page and its copy, new and returning visitors, first paint and product paint. */
export async function measureProductPage(browser, baseUrl, dataDir, rounds) {
  const targets = [
    { url: `${baseUrl}${PRODUCT_PATH}`, ...TARGET },
    { url: `${baseUrl}${STATIC_PRODUCT_PATH}`, ...TARGET },
  ];
  await measureRounds(browser, targets.slice(0, 1), { rounds: 2, newVisitor: true });
  await saveStaticCopy(baseUrl, staticProductFile(dataDir));
  const visits = {};
  for (const [kind, newVisitor] of [
    ['newVisitor', true],
    ['returningVisitor', false],
  ]) {
    const [page, copy] = await measureRounds(browser, targets, { rounds, newVisitor });
    visits[kind] = {
      fcpMs: ratioOf(page, copy, 'fcpMs'),
      elementMs: ratioOf(page, copy, 'elementMs'),
    };
  }
  return { path: PRODUCT_PATH, staticPath: STATIC_PRODUCT_PATH, visits };
}

/** Rows for docs/benchmarks.md, under `/`'s table. */
export function productTable({ visits }, rounds, target) {
  const { newVisitor: fresh, returningVisitor: back } = visits;
  const ms = (value) => `${value.toFixed(0)} ms`;
  const rows = (label, a, b) => {
    const met = Math.max(a.ratio, b.ratio) <= target ? 'yes' : '**no**';
    return [
      `| \`${PRODUCT_PATH}\` ${label} | ${ms(a.page)} | ${ms(b.page)} | | |`,
      `| static copy ${label} | ${ms(a.static)} | ${ms(b.static)} | | |`,
      `| ratio | ${a.ratio.toFixed(2)} | ${b.ratio.toFixed(2)} | ≤ ${target} | ${met} |`,
    ];
  };
  return [
    `| product page (median of ${rounds}) | new visitor | returning visitor | target | met |`,
    '| --- | --- | --- | --- | --- |',
    ...rows('first contentful paint', fresh.fcpMs, back.fcpMs),
    ...rows('until the product is painted', fresh.elementMs, back.elementMs),
  ].join('\n');
}
