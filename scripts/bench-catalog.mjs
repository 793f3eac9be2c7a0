// `npm run bench:catalog`: starts its own platform, gives the demo site (Catalog V1) and the
// seeded Catalog V3 site the same 100+ products, then measures a query of 100 products through
// each API at 4 connections, loopback only, in alternating slices. Prints a markdown table for
// docs/benchmarks.md and writes bench-catalog-results.json.
import pg from 'pg';
import { fetchJson, postJson } from './lib/bench-http.mjs';
import { runConnections } from './lib/bench-autocannon.mjs';
import { median } from './lib/bench-measure.mjs';
import { runBenchmark, withBenchPlatform, writeResults } from './lib/bench-run.mjs';
import { sampleClientId, v3ClientId } from './lib/sample-client.mjs';

const CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_CATALOG_SECONDS ?? 40);
/** As the cart benchmark: the machine's speed drifts, so V1 and V3 alternate and ratios are per round. */
const ROUNDS = Number(process.env.BENCH_CATALOG_ROUNDS ?? 8);
const WARMUP_SECONDS = 2;
const PAGE = 100;
/** Target: the V3 query at least as fast as the V1 one (issue 28, item 8: "no slower"). */
const TARGET_RATIO = 1;
/** Copies of each visible seeded product, so each site lists well over PAGE products. */
const COPIES = 15;
const ports = {
  platform: Number(process.env.BENCH_PLATFORM_PORT ?? 4370),
  postgres: Number(process.env.BENCH_PG_PORT ?? 5370),
};

/**
 * The same catalog on both sites: copies of each seeded visible product with its options and
 * variants, straight into the one catalog's tables (the benchmark measures reads, not writes).
 */
async function growCatalogs(postgresPort) {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${postgresPort}/platform`,
  });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO stores_products (site_id, name, slug, visible, product_type, description, sku,
         brand, ribbon, weight, price_minor, currency, discount_type, discount_value,
         track_inventory, manage_variants, collection_ids, details, created_at, updated_at)
       SELECT site_id, name || ' ' || n, slug || '-copy-' || n, visible, product_type, description,
         sku, brand, ribbon, weight, price_minor, currency, discount_type, discount_value,
         track_inventory, manage_variants, collection_ids, details,
         created_at + n * interval '1 second', updated_at
       FROM stores_products CROSS JOIN generate_series(1, $1) n WHERE visible`,
      [COPIES],
    );
    const copyOf = `FROM stores_products c
       JOIN stores_products s ON s.site_id = c.site_id AND c.slug LIKE s.slug || '-copy-%'
         AND c.slug ~ ('^' || s.slug || '-copy-[0-9]+$')`;
    await client.query(
      `INSERT INTO stores_product_options (product_id, site_id, position, name, option_type, choices)
       SELECT c.id, o.site_id, o.position, o.name, o.option_type, o.choices ${copyOf}
       JOIN stores_product_options o ON o.product_id = s.id`,
    );
    await client.query(
      `INSERT INTO stores_variants (site_id, product_id, position, choices, price_minor, sku,
         weight, visible, quantity, in_stock)
       SELECT v.site_id, c.id, v.position, v.choices, v.price_minor, v.sku, v.weight, v.visible,
         v.quantity, v.in_stock ${copyOf}
       JOIN stores_variants v ON v.product_id = s.id`,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

async function tokenOf(baseUrl, clientId) {
  const grant = { grantType: 'anonymous', clientId };
  return (await postJson(`${baseUrl}/oauth2/token`, {}, grant)).access_token;
}

const r = (body) => Buffer.from(JSON.stringify(body)).toString('base64url');

/** The two queries as the official SDK sends them: GET with the request in `.r`. */
function queries(baseUrl, v1Token, v3Token) {
  const v1 = `/stores-reader/v1/products/query-platformized?.r=${r({ query: { paging: { limit: PAGE } } })}`;
  const v3 = `/stores/v3/products/query?.r=${r({ query: { cursorPaging: { limit: PAGE } } })}`;
  const requests = (path, authorization) => ({
    url: baseUrl,
    connections: Array.from({ length: CONNECTIONS }, () => [
      { method: 'GET', path, headers: { authorization } },
    ]),
    path,
    authorization,
  });
  return { v1: requests(v1, v1Token), v3: requests(v3, v3Token) };
}

/** Both answer 100 products, so the two measure the same work. */
async function checkPages(baseUrl, kinds) {
  for (const [kind, { path, authorization }] of Object.entries(kinds)) {
    const body = await fetchJson(`${baseUrl}${path}`, { headers: { authorization } });
    if (body.products?.length !== PAGE)
      throw new Error(`${kind} answered ${body.products?.length} products, not ${PAGE}`);
  }
}

function combine(slices) {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    requests,
    requestsPerSecond: requests / (slices.length * (SECONDS / ROUNDS)),
    p50Ms: Math.round(median(slices.map((s) => s.p50Ms))),
    p99Ms: Math.round(median(slices.map((s) => s.p99Ms))),
  };
}

async function measure(baseUrl) {
  const kinds = queries(
    baseUrl,
    await tokenOf(baseUrl, sampleClientId()),
    await tokenOf(baseUrl, v3ClientId()),
  );
  await checkPages(baseUrl, kinds);
  await runConnections(kinds.v1, WARMUP_SECONDS);
  await runConnections(kinds.v3, WARMUP_SECONDS);
  /** @type {Record<'v1' | 'v3', Array<Awaited<ReturnType<typeof runConnections>>>>} */
  const slices = { v1: [], v3: [] };
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`Round ${round + 1} of ${ROUNDS}: V1 and V3, ${SECONDS / ROUNDS} s each…`);
    for (const kind of round % 2 ? ['v3', 'v1'] : ['v1', 'v3'])
      slices[kind].push(await runConnections(kinds[kind], SECONDS / ROUNDS));
    ratios.push(slices.v3[round].requestsPerSecond / slices.v1[round].requestsPerSecond);
  }
  return { v1: combine(slices.v1), v3: combine(slices.v3), ratios };
}

function table({ v1, v3, ratios }) {
  const ratio = median(ratios);
  const row = (name, x) =>
    `| ${name} | ${x.requestsPerSecond.toFixed(0)} | ${x.p50Ms} ms | ${x.p99Ms} ms |`;
  return [
    `| ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating slices | requests/s | p50 | p99 |`,
    '| --- | --- | --- | --- |',
    row(`Catalog V1 \`query-platformized\`, ${PAGE} products (demo site)`, v1),
    row(`Catalog V3 \`products/query\`, ${PAGE} products (V3 site)`, v3),
    '',
    `V3 throughput is ${ratio.toFixed(2)}× V1's, the median of the rounds' ratios (${ratios.map((x) => x.toFixed(2)).join(', ')}; target ≥ ${TARGET_RATIO}×: ${ratio >= TARGET_RATIO ? 'yes' : '**no**'}).`,
  ].join('\n');
}

async function main() {
  await withBenchPlatform('headless-bench-catalog', ports, async (platform) => {
    await growCatalogs(ports.postgres);
    const results = await measure(platform.url);
    const record = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      page: PAGE,
      ...results,
    };
    await writeResults('bench-catalog-results.json', record, table(results));
  });
}

runBenchmark(main);
