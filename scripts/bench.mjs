// `npm run bench`: starts its own platform and storefront, measures in Chromium, stops them.
// Prints a markdown table for the README and writes bench-results.json.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { javaScriptOf, measureRounds, median } from './lib/bench-measure.mjs';
import { buildStorefrontIfNeeded } from './lib/build.mjs';
import { repoRoot } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const STATIC_PATH = process.env.BENCH_STATIC_PATH ?? '/about';
const STATIC_SELECTOR = process.env.BENCH_STATIC_SELECTOR ?? 'main';
const TARGETS = { ratio: 1.5, gzipKb: 110 };
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
      env: { PLATFORM_CLIENT_ID: undefined },
    },
  });
}

/** Comparing against a missing page would measure the not-found page instead: refuse. */
async function assertStaticPageExists(baseUrl) {
  const response = await fetch(`${baseUrl}${STATIC_PATH}`);
  await response.body?.cancel();
  if (response.status !== 200) {
    throw new Error(
      `The static page ${STATIC_PATH} answers ${response.status}. Set BENCH_STATIC_PATH to a static page of the storefront.`,
    );
  }
}

async function measure(browser, baseUrl) {
  await assertStaticPageExists(baseUrl);
  const targets = [
    { url: `${baseUrl}/`, selector: '[data-testid="installed-examples"]' },
    { url: `${baseUrl}${STATIC_PATH}`, selector: STATIC_SELECTOR },
  ];
  // Warm-up: compiled routes, detection cache, connections. Not counted.
  await measureRounds(browser, targets, { rounds: 2, newVisitor: true });
  const visits = {};
  for (const [kind, newVisitor] of [
    ['newVisitor', true],
    ['returningVisitor', false],
  ]) {
    const [home, page] = await measureRounds(browser, targets, { rounds: ROUNDS, newVisitor });
    visits[kind] = {
      homeMs: median(home),
      staticMs: median(page),
      ratio: median(home) / median(page),
    };
  }
  return {
    visits,
    javascript: await javaScriptSummary(browser, `${baseUrl}/`),
    // The same for the static page: what the framework alone costs, for comparison.
    staticJavascript: await javaScriptSummary(browser, `${baseUrl}${STATIC_PATH}`),
  };
}

async function javaScriptSummary(browser, url) {
  const scripts = await javaScriptOf(browser, url);
  const gzipBytes = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files: scripts.length, gzipBytes, scripts };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(0);

function table(results) {
  const { newVisitor: fresh, returningVisitor: back } = results.visits;
  const check = (ok) => (ok ? 'yes' : '**no**');
  return [
    `| measure (median of ${ROUNDS}) | new visitor | returning visitor | target | met |`,
    '| --- | --- | --- | --- | --- |',
    `| \`/\` until the split list is visible | ${ms(fresh.homeMs)} ms | ${ms(back.homeMs)} ms | | |`,
    `| static page \`${STATIC_PATH}\` until visible | ${ms(fresh.staticMs)} ms | ${ms(back.staticMs)} ms | | |`,
    `| ratio | ${fresh.ratio.toFixed(2)} | ${back.ratio.toFixed(2)} | ≤ ${TARGETS.ratio} | ${check(Math.max(fresh.ratio, back.ratio) <= TARGETS.ratio)} |`,
    `| gzipped JavaScript on \`/\` (${results.javascript.files} files) | ${kb(results.javascript.gzipBytes)} KB | | ≤ ${TARGETS.gzipKb} KB | ${check(results.javascript.gzipBytes <= TARGETS.gzipKb * 1024)} |`,
    `| gzipped JavaScript on \`${STATIC_PATH}\` (${results.staticJavascript.files} files), for comparison | ${kb(results.staticJavascript.gzipBytes)} KB | | | |`,
  ].join('\n');
}

async function main() {
  await buildStorefrontIfNeeded();
  const dataDir = await mkdtemp(join(tmpdir(), 'headless-bench-'));
  let stack;
  let browser;
  try {
    console.log('Starting the platform and the storefront…');
    stack = await startBenchStack(dataDir);
    browser = await launchChromium();
    console.log(`Measuring ${ROUNDS} rounds of / and ${STATIC_PATH}…`);
    const results = await measure(browser, stack.storefront.url);
    const record = {
      date: new Date().toISOString(),
      rounds: ROUNDS,
      staticPath: STATIC_PATH,
      targets: TARGETS,
      ...results,
    };
    await writeFile(join(repoRoot, 'bench-results.json'), `${JSON.stringify(record, null, 2)}\n`);
    console.log(`\n${table(results)}\n\nWritten to bench-results.json.`);
  } finally {
    await browser?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
