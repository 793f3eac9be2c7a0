// `npm run bench`: starts its own platform and storefront, measures in Chromium, stops them.
// `/` is compared with a static copy of itself served by the same storefront (its first paint
// and list-visible time, as ratios), and its JavaScript with /about's, the framework's floor.
// Prints a markdown table for docs/benchmarks.md (Home page) and writes bench-results.json.
import { join } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { javaScriptOf, measureRounds, median } from './lib/bench-measure.mjs';
import { runBenchmark, withScratchDir, writeResults } from './lib/bench-run.mjs';
import {
  saveStaticCopyOfHome,
  STATIC_FILE_VARIABLE,
  STATIC_PAGE_PATH,
} from './lib/bench-static.mjs';
import {
  measureProductPage,
  productTable,
  STATIC_PRODUCT_VARIABLE,
  staticProductFile,
} from './lib/bench-product.mjs';
import { buildStorefrontIfNeeded } from './lib/build.mjs';
import { storefrontDistDirs } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/** The framework's own JavaScript floor: a static page with no client component of its own. */
const FRAMEWORK_PATH = '/about';
const LIST_SELECTOR = '[data-testid="installed-examples"]';
/** The cards' titles carry `elementtiming="examples-list"` (components/examples). */
const LIST_TIMING = 'examples-list';
/** `/` against its own static copy (both measures), and its JavaScript beyond /about's. */
const TARGETS = { ratio: 1.6, extraGzipKb: 5 };
const ports = {
  platform: Number(process.env.BENCH_PLATFORM_PORT ?? 4350),
  storefront: Number(process.env.BENCH_STOREFRONT_PORT ?? 3350),
  postgres: Number(process.env.BENCH_PG_PORT ?? 5350),
};

function startBenchStack(dataDir) {
  return startStack({
    platform: {
      port: ports.platform,
      env: {
        PLATFORM_DATA_DIR: dataDir,
        PLATFORM_EMBEDDED_PG_PORT: String(ports.postgres),
        DATABASE_URL: undefined,
        LOG_LEVEL: 'warn',
      },
    },
    storefront: {
      port: ports.storefront,
      host: '127.0.0.1',
      distDir: storefrontDistDirs.bench,
      env: {
        PLATFORM_CLIENT_ID: undefined,
        [STATIC_FILE_VARIABLE]: join(dataDir, 'bench-static.html'),
        [STATIC_PRODUCT_VARIABLE]: staticProductFile(dataDir),
      },
    },
  });
}

const medianOf = (samples, key) => median(samples.map((sample) => sample[key]));

function compare(home, copy) {
  const result = {};
  for (const key of ['fcpMs', 'elementMs', 'visibleMs']) {
    result[key] = { home: medianOf(home, key), static: medianOf(copy, key) };
    result[key].ratio = result[key].home / result[key].static;
  }
  return result;
}

async function measure(browser, baseUrl, dataDir) {
  const targets = [
    { url: `${baseUrl}/`, selector: LIST_SELECTOR, elementTiming: LIST_TIMING },
    { url: `${baseUrl}${STATIC_PAGE_PATH}`, selector: LIST_SELECTOR, elementTiming: LIST_TIMING },
  ];
  // Warm-up: compiled routes, detection cache, connections. Not counted. The static copy is
  // taken after it, so it shows the list as a warm `/` does.
  await measureRounds(browser, targets.slice(0, 1), { rounds: 2, newVisitor: true });
  await saveStaticCopyOfHome(baseUrl, join(dataDir, 'bench-static.html'));
  await measureRounds(browser, targets, { rounds: 1, newVisitor: true });
  const visits = {};
  for (const [kind, newVisitor] of [
    ['newVisitor', true],
    ['returningVisitor', false],
  ]) {
    const [home, copy] = await measureRounds(browser, targets, { rounds: ROUNDS, newVisitor });
    visits[kind] = compare(home, copy);
  }
  const javascript = await javaScriptSummary(browser, `${baseUrl}/`);
  const frameworkJavascript = await javaScriptSummary(browser, `${baseUrl}${FRAMEWORK_PATH}`);
  return {
    visits,
    javascript,
    frameworkJavascript,
    extraGzipBytes: javascript.gzipBytes - frameworkJavascript.gzipBytes,
  };
}

async function javaScriptSummary(browser, url) {
  const scripts = await javaScriptOf(browser, url);
  const gzipBytes = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files: scripts.length, gzipBytes, scripts };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(0);
const check = (ok) => (ok ? 'yes' : '**no**');

function timingRows(label, fresh, back) {
  const worst = Math.max(fresh.ratio, back.ratio);
  return [
    `| \`/\` ${label} | ${ms(fresh.home)} ms | ${ms(back.home)} ms | | |`,
    `| static copy of \`/\` ${label} | ${ms(fresh.static)} ms | ${ms(back.static)} ms | | |`,
    `| ratio | ${fresh.ratio.toFixed(2)} | ${back.ratio.toFixed(2)} | ≤ ${TARGETS.ratio} | ${check(worst <= TARGETS.ratio)} |`,
  ];
}

function table(results) {
  const { newVisitor: fresh, returningVisitor: back } = results.visits;
  const { javascript, frameworkJavascript, extraGzipBytes } = results;
  return [
    `| measure (median of ${ROUNDS}) | new visitor | returning visitor | target | met |`,
    '| --- | --- | --- | --- | --- |',
    ...timingRows('first contentful paint', fresh.fcpMs, back.fcpMs),
    ...timingRows('until the split list is painted', fresh.elementMs, back.elementMs),
    // Playwright asks the page itself, so this waits for the main thread after the scripts.
    `| ratio until the test driver sees the list (for information) | ${fresh.visibleMs.ratio.toFixed(2)} | ${back.visibleMs.ratio.toFixed(2)} | | |`,
    `| gzipped JavaScript on \`/\` (${javascript.files} files) | ${kb(javascript.gzipBytes)} KB | | | |`,
    `| gzipped JavaScript on \`${FRAMEWORK_PATH}\` (${frameworkJavascript.files} files), the framework's floor | ${kb(frameworkJavascript.gzipBytes)} KB | | | |`,
    `| \`/\` beyond \`${FRAMEWORK_PATH}\` | ${kb(extraGzipBytes)} KB | | ≤ ${TARGETS.extraGzipKb} KB | ${check(extraGzipBytes <= TARGETS.extraGzipKb * 1024)} |`,
  ].join('\n');
}

async function main() {
  await buildStorefrontIfNeeded({ distDir: storefrontDistDirs.bench });
  await withScratchDir('headless-bench', async (dataDir) => {
    let stack;
    let browser;
    try {
      console.log('Starting the platform and the storefront…');
      stack = await startBenchStack(dataDir);
      browser = await launchChromium();
      console.log(`Measuring ${ROUNDS} rounds of / and its static copy ${STATIC_PAGE_PATH}…`);
      const results = await measure(browser, stack.storefront.url, dataDir);
      const product = await measureProductPage(browser, stack.storefront.url, dataDir, ROUNDS);
      const record = {
        rounds: ROUNDS,
        staticPath: STATIC_PAGE_PATH,
        frameworkPath: FRAMEWORK_PATH,
        targets: TARGETS,
        ...results,
        product,
      };
      const tables = `${table(results)}\n\n${productTable(product, ROUNDS, TARGETS.ratio)}`;
      await writeResults('bench-results.json', record, tables);
    } finally {
      await browser?.close();
      await stack?.stop();
    }
  });
}

runBenchmark(main);
