import { gzipSync } from 'node:zlib';

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

/** The page's first contentful paint, in ms from its navigation start (the browser's own clock). */
function firstContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (!fcp) return;
          observer.disconnect();
          resolve(fcp.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** One visit: until `selector` is visible (from the test's clock) and the first contentful paint. */
export async function measureVisit(page, url, selector) {
  const visibleMs = await timeUntilVisible(page, url, selector);
  return { visibleMs, fcpMs: await firstContentfulPaint(page) };
}

/** A returning visitor has been here before: a session cookie and a warm cache. */
async function visitOnce(context, targets) {
  const page = await context.newPage();
  for (const { url, selector } of targets) await timeUntilVisible(page, url, selector);
  await page.close();
}

/**
 * One navigation per target in each round, alternating which goes first, so that a machine
 * busy with something else slows both alike. Each sample is `{ visibleMs, fcpMs }`. A new visitor uses a fresh context every time
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
      const { url, selector } = targets[index];
      samples[index].push(await measureVisit(page, url, selector));
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
