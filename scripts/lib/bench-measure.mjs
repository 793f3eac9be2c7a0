import { gzipSync } from 'node:zlib';

/** @typedef {{ identifier: string, renderTime: number, loadTime: number }} ElementTiming */

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Milliseconds from the start of the navigation until `selector` is visible. */
export async function timeUntilVisible(page, url, selector) {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  return performance.now() - started;
}

/**
 * When the page first painted anything, and when it painted the elements marked
 * `elementtiming="<identifier>"` (the Element Timing API): both in ms from its navigation start,
 * on the browser's own clock, so a main thread busy with scripts afterwards does not count. With
 * them, when the first byte of the response came (`ttfbMs`): what of the paint was the server's.
 */
function paintTimes(page, identifier) {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
          performance.getEntriesByType('navigation')
        );
        const times = { ttfbMs: navigation ? navigation.responseStart : NaN };
        const done = () => times.fcpMs !== undefined && times.elementMs !== undefined;
        new PerformanceObserver((list) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (fcp) times.fcpMs = fcp.startTime;
          if (done()) resolve(times);
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          // Element timing entries (PerformanceElementTiming) are not in TypeScript's DOM types.
          const entries = /** @type {Array<PerformanceEntry & ElementTiming>} */ (
            list.getEntries()
          );
          const entry = entries.find((e) => e.identifier === id);
          if (entry) times.elementMs = entry.renderTime || entry.loadTime;
          if (done()) resolve(times);
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => reject(new Error(`no paint timing for "${id}"`)), 10_000);
      }),
    identifier,
  );
}

/**
 * One visit: its first byte, its first contentful paint and the paint of the marked element
 * (`ttfbMs`, `fcpMs`, `elementMs`), and until `selector` is visible from the test's side
 * (`visibleMs`).
 */
export async function measureVisit(page, { url, selector, elementTiming }) {
  const visibleMs = await timeUntilVisible(page, url, selector);
  return { visibleMs, ...(await paintTimes(page, elementTiming)) };
}

/** A returning visitor has been here before: a session cookie and a warm cache. */
async function visitOnce(context, targets) {
  const page = await context.newPage();
  for (const { url, selector } of targets) await timeUntilVisible(page, url, selector);
  await page.close();
}

/**
 * One navigation per target in each round, alternating which goes first, so that a machine
 * busy with something else slows both alike. Each sample is measureVisit's. A new visitor uses a fresh context every time
 * (no cookie, no cache); a returning one keeps its context.
 */
export async function measureRounds(browser, targets, { rounds, newVisitor }) {
  const samples = targets.map(() => []);
  const shared = newVisitor ? undefined : await browser.newContext();
  if (shared) await visitOnce(shared, targets);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const index of order) {
      const context = shared ?? (await browser.newContext());
      const page = await context.newPage();
      samples[index].push(await measureVisit(page, targets[index]));
      await page.close();
      if (!shared) await context.close();
    }
  }
  await shared?.close();
  return samples;
}

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

/** Every script a fresh visitor's browser loads for `url`, each gzipped (default level). */
export async function javaScriptOf(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = [];
  for (const response of responses) {
    const body = await response.body().catch(() => undefined);
    if (!body) continue;
    files.push({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  await context.close();
  return files;
}

/** The framework's own JavaScript floor: a static page with no client component of its own. */
export const FRAMEWORK_PATH = '/about';
/** At most this much gzipped JavaScript on `/` beyond FRAMEWORK_PATH's (docs/benchmarks.md). */
export const EXTRA_JAVASCRIPT_BUDGET_KB = 5;

/** The scripts a fresh visitor loads for `url`: how many, their gzipped bytes, each file. */
export async function javaScriptSummary(browser, url) {
  const scripts = await javaScriptOf(browser, url);
  const gzipBytes = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files: scripts.length, gzipBytes, scripts };
}

/**
 * `/`'s JavaScript against the framework's floor: what the shell's own client components cost a
 * visitor (`npm run bench` reports it; an e2e spec holds it to EXTRA_JAVASCRIPT_BUDGET_KB).
 */
export async function homeJavaScript(browser, baseUrl) {
  const javascript = await javaScriptSummary(browser, `${baseUrl}/`);
  const frameworkJavascript = await javaScriptSummary(browser, `${baseUrl}${FRAMEWORK_PATH}`);
  return {
    javascript,
    frameworkJavascript,
    extraGzipBytes: javascript.gzipBytes - frameworkJavascript.gzipBytes,
  };
}
