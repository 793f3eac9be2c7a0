// `npm run bench`: starts its own platform and storefront, measures in Chromium, stops them.
// Each measured page (PAGES) is compared with two static copies of itself served by the same
// storefront (scripts/lib/bench-static.mjs): one that keeps its CSS and one in plain text; its
// first paint and the paint of its main content, as ratios. `/`'s JavaScript is compared with
// /about's, the framework's floor. Prints a markdown table for docs/benchmarks.md (Home page) and
// writes bench-results.json.
import { launchChromium } from './lib/browser.mjs';
import {
  EXTRA_JAVASCRIPT_BUDGET_KB,
  FRAMEWORK_PATH,
  homeJavaScript,
  measureRounds,
  median,
} from './lib/bench-measure.mjs';
import { runBenchmark, withScratchDir, writeResults } from './lib/bench-run.mjs';
import { copyPath, FLOORS, saveCopies, STATIC_DIR_VARIABLE } from './lib/bench-static.mjs';
import { buildStorefrontIfNeeded } from './lib/build.mjs';
import { storefrontDistDirs } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/**
 * The pages measured, each against its floors. `selector` is what the test driver waits for;
 * `elementTiming` the `elementtiming` attribute on the page's main content (its paint is timed).
 */
const PAGES = [
  {
    name: 'home',
    path: '/',
    selector: '[data-testid="installed-examples"]',
    // The cards' titles carry `elementtiming="examples-list"` (components/examples).
    elementTiming: 'examples-list',
    content: 'the split list',
  },
  {
    name: 'product',
    path: '/store/fleece-hoodie',
    selector: '[data-testid="product-detail"]',
    // components/store/product-detail.tsx marks the product's price `elementtiming="product"`.
    elementTiming: 'product',
    content: 'the product',
  },
];
/** Each page against each of its copies (both paint measures), and `/`'s JavaScript beyond /about's. */
const TARGETS = { ratio: 1.6, extraGzipKb: EXTRA_JAVASCRIPT_BUDGET_KB };
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
      env: { PLATFORM_CLIENT_ID: undefined, [STATIC_DIR_VARIABLE]: dataDir },
    },
  });
}

const medianOf = (samples, key) => median(samples.map((sample) => sample[key]));

/** The page's medians against each floor's: `{ [key]: { page, [floor]: { ms, ratio } } }`. */
function compare(pageSamples, floorSamples) {
  const result = {};
  for (const key of ['ttfbMs', 'fcpMs', 'elementMs', 'visibleMs']) {
    const page = medianOf(pageSamples, key);
    result[key] = { page };
    FLOORS.forEach((floor, index) => {
      const ms = medianOf(floorSamples[index], key);
      result[key][floor.kind] = { ms, ratio: page / ms };
    });
  }
  return result;
}

/** One page and its floors, interleaved in every round, as a new and as a returning visitor. */
async function measurePage(browser, baseUrl, dataDir, page) {
  const target = (path) => ({
    url: `${baseUrl}${path}`,
    selector: page.selector,
    elementTiming: page.elementTiming,
  });
  const targets = [target(page.path), ...FLOORS.map((floor) => target(copyPath(page, floor)))];
  // Warm-up: compiled routes, detection cache, connections. Not counted. The copies are taken
  // after it, so they show the page as a warm server renders it.
  await measureRounds(browser, targets.slice(0, 1), { rounds: 2, newVisitor: true });
  await saveCopies(baseUrl, page, dataDir);
  await measureRounds(browser, targets, { rounds: 1, newVisitor: true });
  const visits = {};
  for (const [kind, newVisitor] of [
    ['newVisitor', true],
    ['returningVisitor', false],
  ]) {
    const [own, ...floors] = await measureRounds(browser, targets, { rounds: ROUNDS, newVisitor });
    visits[kind] = compare(own, floors);
  }
  return visits;
}

async function measure(browser, baseUrl, dataDir) {
  const pages = {};
  for (const page of PAGES) pages[page.name] = await measurePage(browser, baseUrl, dataDir, page);
  return { pages, ...(await homeJavaScript(browser, baseUrl)) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(0);
const check = (ok) => (ok ? 'yes' : '**no**');

function timingRows(page, label, fresh, back) {
  const rows = [`| \`${page.path}\` ${label} | ${ms(fresh.page)} ms | ${ms(back.page)} ms | | |`];
  for (const floor of FLOORS) {
    const [f, b] = [fresh[floor.kind], back[floor.kind]];
    const worst = Math.max(f.ratio, b.ratio);
    rows.push(
      `| ${floor.label} ${label} | ${ms(f.ms)} ms | ${ms(b.ms)} ms | | |`,
      `| ratio to the ${floor.label} | ${f.ratio.toFixed(2)} | ${b.ratio.toFixed(2)} | ≤ ${TARGETS.ratio} | ${check(worst <= TARGETS.ratio)} |`,
    );
  }
  return rows;
}

function pageRows(page, { newVisitor: fresh, returningVisitor: back }) {
  const driver = FLOORS.map(
    (floor) =>
      `| ratio to the ${floor.label} until the test driver sees ${page.content} (for information) | ${fresh.visibleMs[floor.kind].ratio.toFixed(2)} | ${back.visibleMs[floor.kind].ratio.toFixed(2)} | | |`,
  );
  // The server's share: the first byte of `/` and of its copies, for information.
  const firstByte = [
    `| \`${page.path}\` first byte of the response (for information) | ${ms(fresh.ttfbMs.page)} ms | ${ms(back.ttfbMs.page)} ms | | |`,
    ...FLOORS.map(
      (floor) =>
        `| ${floor.label} first byte (for information) | ${ms(fresh.ttfbMs[floor.kind].ms)} ms | ${ms(back.ttfbMs[floor.kind].ms)} ms | | |`,
    ),
  ];
  return [
    ...firstByte,
    ...timingRows(page, 'first contentful paint', fresh.fcpMs, back.fcpMs),
    ...timingRows(page, `until ${page.content} is painted`, fresh.elementMs, back.elementMs),
    // Playwright asks the page itself, so this waits for the main thread after the scripts.
    ...driver,
  ];
}

function table(results) {
  const { javascript, frameworkJavascript, extraGzipBytes } = results;
  return [
    `| measure (median of ${ROUNDS}) | new visitor | returning visitor | target | met |`,
    '| --- | --- | --- | --- | --- |',
    ...PAGES.flatMap((page) => pageRows(page, results.pages[page.name])),
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
      const paths = PAGES.map((page) => page.path).join(', ');
      console.log(`Measuring ${ROUNDS} rounds of ${paths} and their static copies…`);
      const results = await measure(browser, stack.storefront.url, dataDir);
      const record = {
        rounds: ROUNDS,
        measuredPages: PAGES.map(({ name, path }) => ({ name, path })),
        floors: FLOORS.map(({ kind, label }) => ({ kind, label })),
        frameworkPath: FRAMEWORK_PATH,
        targets: TARGETS,
        ...results,
      };
      await writeResults('bench-results.json', record, table(results));
    } finally {
      await browser?.close();
      await stack?.stop();
    }
  });
}

runBenchmark(main);
