// `npm run bench:cart`: starts its own platform, then measures at 32 connections, loopback only:
// add-to-cart followed by get-cart through Cart V1 (the demo site) and through Cart V2 (the seed's
// Catalog V3 site), each connection one visitor with its own token, and /health.
// Prints a markdown table for docs/benchmarks.md and writes bench-cart-results.json.
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { runConnections as run } from './lib/bench-autocannon.mjs';
import { fetchJson, postJson, visitorToken } from './lib/bench-http.mjs';
import { median } from './lib/bench-measure.mjs';
import { runOpenLoad } from './lib/bench-open-load.mjs';
import { runBenchmark, withBenchPlatform, writeResults } from './lib/bench-run.mjs';
import { v3ClientId } from './lib/sample-client.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_CART_SECONDS ?? 20);
/**
 * Each kind's SECONDS are cut into this many slices, the carts' and /health's alternating (each
 * taking its turn to go first): this machine's speed drifts by a third within minutes, so two
 * back-to-back 10 s runs compared one period with another. The ratio is taken per round.
 */
const ROUNDS = Number(process.env.BENCH_CART_ROUNDS ?? 10);
const WARMUP_SECONDS = 2;
/** How long each cart runs at the throughput target's load, where its latency is judged. */
const LOAD_SECONDS = Number(process.env.BENCH_CART_LOAD_SECONDS ?? 10);
const TARGETS = { ratio: 0.3, p99Ms: 50 };
const ports = {
  platform: Number(process.env.BENCH_CART_PLATFORM_PORT ?? 4360),
  postgres: Number(process.env.BENCH_CART_PG_PORT ?? 5360),
};
/** The Stores catalog app id (docs/interfaces.md). */
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A visible product without options, so every add lands on the same line. */
async function plainProductId(baseUrl, token) {
  const query = Buffer.from(JSON.stringify({ query: { paging: { limit: 50 } } })).toString(
    'base64url',
  );
  const url = `${baseUrl}/stores-reader/v1/products/query-platformized?.r=${query}`;
  const { products } = await fetchJson(url, { headers: { authorization: token } });
  const product = products.find((p) => p.stock?.inStock && (p.productOptions ?? []).length === 0);
  if (!product) throw new Error('The seeded catalog has no in-stock product without options');
  return product.id;
}

/**
 * The same on the Catalog V3 site, through Catalog V3's query, with its one variant: a Catalog V3
 * line names its variant by id, always (the product by slug carries the variants).
 */
async function plainProductV3(baseUrl, token) {
  const query = { query: { cursorPaging: { limit: 50 } } };
  const { products } = await postJson(
    `${baseUrl}/stores/v3/products/query`,
    { authorization: token },
    query,
  );
  const product = products.find(
    (p) => p.inventory.availabilityStatus === 'IN_STOCK' && p.options.length === 0,
  );
  if (!product) throw new Error('The Catalog V3 site has no in-stock product without options');
  const { product: full } = await fetchJson(`${baseUrl}/stores/v3/products/slug/${product.slug}`, {
    headers: { authorization: token },
  });
  const variantId = full.variantsInfo?.variants?.[0]?.id;
  if (!variantId) throw new Error(`Catalog V3 product ${product.slug} has no variant`);
  return { productId: product.id, variantId };
}

const tenths = (ms) => Math.round(ms * 10) / 10;

/** Each connection is one visitor: add-to-cart then get-cart, again and again, with its token. */
function cartRequests(baseUrl, tokens, productId) {
  const body = JSON.stringify({
    lineItems: [
      { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 },
    ],
  });
  return {
    url: baseUrl,
    connections: tokens.map((authorization) => [
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/add-to-cart',
        headers: { 'content-type': 'application/json', authorization },
        body,
      },
      { method: 'GET', path: '/ecom/v1/carts/current', headers: { authorization } },
    ]),
  };
}

/** The same steps through Cart V2's current cart: add-line-items, then get. */
function cartV2Requests(baseUrl, tokens, { productId, variantId }) {
  const catalogReference = {
    appId: STORES_APP_ID,
    catalogItemId: productId,
    options: { variantId },
  };
  const body = JSON.stringify({ catalogItems: [{ catalogReference, quantity: 1 }] });
  return {
    url: baseUrl,
    connections: tokens.map((authorization) => [
      {
        method: 'POST',
        path: '/ecom/v2/carts/current/add-line-items',
        headers: { 'content-type': 'application/json', authorization },
        body,
      },
      { method: 'GET', path: '/ecom/v2/carts/current', headers: { authorization } },
    ]),
  };
}

function healthRequests(baseUrl) {
  const request = { method: 'GET', path: '/health' };
  return { url: baseUrl, connections: Array.from({ length: CONNECTIONS }, () => [request]) };
}

/** CPU ticks (utime + stime) per process from /proc: Linux only, else an empty map. */
async function processTicks() {
  const ticks = new Map();
  const pids = await readdir('/proc').catch(() => []);
  for (const pid of pids.filter((p) => /^\d+$/.test(p))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 13)
      ticks.set(Number(pid), { ppid: Number(fields[1]), ticks: +fields[11] + +fields[12] });
  }
  return ticks;
}

/**
 * Where the CPU went during `work`, in % of one core: the platform's node process, PostgreSQL
 * (the platform's descendants) and this process (autocannon). Shows what the machine spends.
 */
async function withCpuSplit(platformPid, work) {
  const before = await processTicks();
  const started = process.hrtime.bigint();
  const result = await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = await processTicks();
  const spent = (pid) => (after.get(pid)?.ticks ?? 0) - (before.get(pid)?.ticks ?? 0);
  const under = (pid) => [...after].filter(([, p]) => p.ppid === pid).map(([child]) => child);
  const descendants = (pid) => under(pid).flatMap((c) => [c, ...descendants(c)]);
  const percent = (t) => Math.round(t / seconds); // 100 ticks a second (USER_HZ)
  const cpu = {
    platform: percent(spent(platformPid)),
    postgres: percent(descendants(platformPid).reduce((sum, pid) => sum + spent(pid), 0)),
    autocannon: percent(spent(process.pid)),
  };
  return { ...result, cpuPercent: after.size ? cpu : undefined };
}

/** One kind's slices as one result: throughput over all of them, median latencies and CPU. */
function combine(slices) {
  const requests = slices.reduce((sum, r) => sum + r.requests, 0);
  const cpus = slices.map((r) => r.cpuPercent).filter(Boolean);
  const cpuOf = (key) => Math.round(cpus.reduce((sum, c) => sum + c[key], 0) / cpus.length);
  return {
    requests,
    requestsPerSecond: requests / (slices.length * (SECONDS / ROUNDS)),
    p50Ms: tenths(median(slices.map((r) => r.p50Ms))),
    p99Ms: tenths(median(slices.map((r) => r.p99Ms))),
    cpuPercent: cpus.length
      ? {
          platform: cpuOf('platform'),
          postgres: cpuOf('postgres'),
          autocannon: cpuOf('autocannon'),
        }
      : undefined,
  };
}

const KINDS = ['cart', 'cartV2', 'health'];

async function measure(baseUrl, platformPid) {
  const visitors = (clientId) =>
    Promise.all(Array.from({ length: CONNECTIONS }, () => visitorToken(baseUrl, clientId)));
  const tokens = await visitors();
  const tokensV3 = await visitors(v3ClientId());
  const kinds = {
    cart: cartRequests(baseUrl, tokens, await plainProductId(baseUrl, tokens[0])),
    cartV2: cartV2Requests(baseUrl, tokensV3, await plainProductV3(baseUrl, tokensV3[0])),
    health: healthRequests(baseUrl),
  };
  // Warm-up: JIT, connection pools, the first cart of each visitor. Not counted.
  for (const kind of KINDS) await run(kinds[kind], WARMUP_SECONDS);
  /** @type {Record<string, Array<Awaited<ReturnType<typeof run>>>>} */
  const slices = { cart: [], cartV2: [], health: [] };
  const ratios = { cart: [], cartV2: [] };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(
      `Round ${round + 1} of ${ROUNDS}: Cart V1, Cart V2 and /health, ${SECONDS / ROUNDS} s each…`,
    );
    const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length]);
    for (const kind of order) {
      const result = await withCpuSplit(platformPid, async () =>
        run(kinds[kind], SECONDS / ROUNDS),
      );
      slices[kind].push(result);
    }
    for (const cart of ['cart', 'cartV2'])
      ratios[cart].push(
        slices[cart][round].requestsPerSecond / slices.health[round].requestsPerSecond,
      );
  }
  const health = combine(slices.health);
  // A latency target holds at a load: here the one the throughput target asks for, 0.3× what
  // /health managed in this run, sent on a fixed schedule. The rounds above measure saturation,
  // where latency is queueing (32 connections over the requests/s the machine manages).
  const load = TARGETS.ratio * health.requestsPerSecond;
  console.log(`At the target's load, ${load.toFixed(0)} requests/s, ${LOAD_SECONDS} s per cart…`);
  // /health at the same rate through the same generator is the control: its p99 is what the
  // generator and the machine add to any latency, the carts' included.
  const openLoad = (kind) =>
    withCpuSplit(platformPid, async () => runOpenLoad(kinds[kind], load, LOAD_SECONDS));
  const atTargetLoad = {
    cart: await openLoad('cart'),
    cartV2: await openLoad('cartV2'),
    health: await openLoad('health'),
  };
  return {
    cart: combine(slices.cart),
    cartV2: combine(slices.cartV2),
    health,
    ratios,
    atTargetLoad,
  };
}

/** `bench`: what this process ran (autocannon in the rounds, the fixed-schedule generator after). */
const cpuText = ({ cpuPercent: c }, bench = 'autocannon') =>
  c ? `node ${c.platform}%, PostgreSQL ${c.postgres}%, ${bench} ${c.autocannon}%` : 'n/a';

const generatorText = ({ cart, cartV2, health }) =>
  `Cart V1 ${cart.generatorCpuUsPerRequest} µs, Cart V2 ${cartV2.generatorCpuUsPerRequest} µs, /health ${health.generatorCpuUsPerRequest} µs`;

function table({ cart, cartV2, health, ratios, atTargetLoad }) {
  const check = (ok) => (ok ? 'yes' : '**no**');
  const row = (name, r, met) =>
    `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${met} |`;
  const ratioLine = (name, rounds) => {
    const ratio = median(rounds);
    return `${name} throughput is ${ratio.toFixed(2)}× that of /health, the median of the rounds' ratios (${rounds.map((r) => r.toFixed(2)).join(', ')}; target ≥ ${TARGETS.ratio}×: ${check(ratio >= TARGETS.ratio)}).`;
  };
  const p99 = (r) => check(r.p99Ms < TARGETS.p99Ms);
  return [
    `| ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating slices | requests/s | p50 | p99 | p99 < ${TARGETS.p99Ms} ms |`,
    '| --- | --- | --- | --- | --- |',
    row('Cart V1: add-to-cart, then get-cart (one visitor per connection)', cart, p99(cart)),
    row('Cart V2: add-line-items, then get (Catalog V3 site)', cartV2, p99(cartV2)),
    row('`GET /health`', health, p99(health)),
    '',
    ratioLine('Cart V1', ratios.cart),
    ratioLine('Cart V2', ratios.cartV2),
    "Latencies are the medians of the slices' p50 and p99: at saturation, so mostly queueing.",
    '',
    `| at the throughput target's load: ${atTargetLoad.cart.offeredPerSecond.toFixed(0)} requests/s (0.3× /health), a fixed schedule, ${LOAD_SECONDS} s | requests/s | p50 | p99 | p99 < ${TARGETS.p99Ms} ms |`,
    '| --- | --- | --- | --- | --- |',
    row('Cart V1: add-to-cart, then get-cart', atTargetLoad.cart, p99(atTargetLoad.cart)),
    row('Cart V2: add-line-items, then get', atTargetLoad.cartV2, p99(atTargetLoad.cartV2)),
    row('`GET /health` (control: the generator and the machine)', atTargetLoad.health, '—'),
    '',
    'Latencies from when the schedule said to send each request (a stall counts against every request it held back).',
    `The generator's own CPU per request: ${generatorText(atTargetLoad)}.`,
    '',
    `CPU (% of one core, ${availableParallelism()} cores): Cart V1 run ${cpuText(cart)}; Cart V2 run ${cpuText(cartV2)}; /health run ${cpuText(health)}.`,
    `At the target's load: Cart V1 ${cpuText(atTargetLoad.cart, 'generator')}; Cart V2 ${cpuText(atTargetLoad.cartV2, 'generator')}; /health ${cpuText(atTargetLoad.health, 'generator')}.`,
  ].join('\n');
}

async function main() {
  await withBenchPlatform('headless-bench-cart', ports, async (platform) => {
    const results = await measure(platform.url, platform.child.pid);
    const record = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      targets: TARGETS,
      ...results,
    };
    await writeResults('bench-cart-results.json', record, table(results));
  });
}

runBenchmark(main);
