// `npm run bench:reservations`: starts its own platform, then measures create-reservation for ONE
// ticket definition at 32 connections (the requests taking 32 visitors' tokens in turn), loopback
// only, and /health in the same run. Afterwards it counts what is held against the capacity: never more.
// Prints a markdown table for docs/benchmarks.md and writes bench-reservations-results.json.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { platformCliCommand } from './lib/commands.mjs';
import { fetchJson, postJson, visitorToken } from './lib/bench-http.mjs';
import { runBenchmark, withBenchPlatform, writeResults } from './lib/bench-run.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_RESERVATIONS_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/**
 * A fixed number of reservation requests (every answer is counted), a quarter more than the
 * capacity: most of the run reserves, the rest is refused as sold out and counted apart.
 */
const CAPACITY = Number(process.env.BENCH_RESERVATIONS_CAPACITY ?? 4000);
const REQUESTS = Math.round(CAPACITY * 1.25);
const TARGETS = { p99Ms: 100 };
const ports = {
  platform: Number(process.env.BENCH_RESERVATIONS_PLATFORM_PORT ?? 4380),
  postgres: Number(process.env.BENCH_RESERVATIONS_PG_PORT ?? 5380),
};
/** The demo site (docs/interfaces.md). */
const SITE_ID = 'b4c0f2de-7a2e-4a8e-9c1d-5e3f0a6b9c21';
const SOLD_OUT = new Set(['TICKET_SOLD_OUT', 'NOT_ENOUGH_TICKETS_LEFT']);

async function ownerHeaders(env) {
  const { command, args, cwd } = platformCliCommand(['apikeys', 'create']);
  const { stdout } = await promisify(execFile)(command, args, {
    cwd,
    env: { ...process.env, ...env },
  });
  const key = stdout.split('\n').find((line) => line.startsWith('IST.'));
  if (!key) throw new Error(`apikeys create printed no key:\n${stdout}`);
  return { authorization: key, 'wix-site-id': SITE_ID };
}

async function jazzEventId(baseUrl, token) {
  const body = { query: { filter: { slug: 'summer-jazz-night' } } };
  const { events } = await postJson(
    `${baseUrl}/events/v3/events/query`,
    { authorization: token },
    body,
  );
  if (!events[0]) throw new Error('The seeded ticketed event is missing');
  return events[0].id;
}

async function newDefinition(baseUrl, owner, eventId, capacity) {
  const ticketDefinition = {
    eventId,
    name: `Bench ${capacity}`,
    pricingMethod: { fixedPrice: { value: '10.00', currency: 'USD' } },
    initialLimit: capacity,
  };
  const res = await postJson(`${baseUrl}/events/v3/ticket-definitions`, owner, {
    ticketDefinition,
  });
  return res.ticketDefinition.id;
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

/**
 * Each request reserves one ticket for the next of the visitors (autocannon starts a connection's
 * context afresh for every request, so the tokens go round); answers are counted.
 */
function reservationRequests(baseUrl, tokens, eventId, definitionId, counts) {
  let next = 0;
  const body = JSON.stringify({
    eventId,
    ticketQuantities: [{ ticketDefinitionId: definitionId, quantity: 1 }],
  });
  return {
    url: baseUrl,
    requests: [
      {
        method: 'POST',
        path: '/events/v1/checkout/reservations',
        headers: { 'content-type': 'application/json' },
        body,
        setupRequest: (request, context) => {
          context.token ??= tokens[next++ % tokens.length];
          return { ...request, headers: { ...request.headers, authorization: context.token } };
        },
        onResponse: (status, responseBody) => {
          counts.lastAnswerAt = performance.now();
          if (status === 200) counts.reserved++;
          else if (SOLD_OUT.has(JSON.parse(responseBody).details?.applicationError?.code))
            counts.soldOut++;
          else counts.other++;
        },
      },
    ],
  };
}

/**
 * Neither autocannon's `requests.average` (the mean of whole-second buckets: 5,000 answers in
 * 4.3 s read as 5,000 / 5 = 1,000 req/s) nor its start-to-finish time (a fixed-amount run ends on
 * its next one-second tick) fits a fixed number of requests: that run is timed from its start to
 * its last answer. A fixed-duration run takes autocannon's own times.
 */
function elapsedMs(result, counts) {
  if (counts?.lastAnswerAt) return counts.lastAnswerAt - counts.startedAt;
  return result.finish - result.start;
}

function summary(result, counts) {
  const failures = result.errors + result.timeouts + (counts ? counts.other : result.non2xx);
  if (failures > 0)
    throw new Error(`${failures} requests failed (errors, timeouts, unexpected answers)`);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / (elapsedMs(result, counts) / 1000),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ...(counts ? { reserved: counts.reserved, soldOut: counts.soldOut } : {}),
  };
}

/** What the platform says is held now, read back after the run. */
async function heldAfter(baseUrl, owner, definitionId) {
  const url = `${baseUrl}/events/v3/ticket-definitions/${definitionId}?fields=SALES_DETAILS`;
  const { ticketDefinition } = await fetchJson(url, { headers: owner });
  const { soldCount, reservedCount } = ticketDefinition.salesDetails;
  return { capacity: ticketDefinition.initialLimit, held: soldCount + reservedCount };
}

async function measure(baseUrl, env) {
  const owner = await ownerHeaders(env);
  const tokens = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => visitorToken(baseUrl)),
  );
  const eventId = await jazzEventId(baseUrl, tokens[0]);
  const warmupId = await newDefinition(baseUrl, owner, eventId, 50_000);
  const benchId = await newDefinition(baseUrl, owner, eventId, CAPACITY);
  const health = { url: `${baseUrl}/health` };
  // Warm-up on another definition: JIT, pools, plans. Not counted.
  const ignored = { reserved: 0, soldOut: 0, other: 0 };
  await run({
    ...reservationRequests(baseUrl, tokens, eventId, warmupId, ignored),
    duration: WARMUP_SECONDS,
  });
  await run({ ...health, duration: WARMUP_SECONDS });
  console.log(`Measuring ${REQUESTS} create-reservation requests…`);
  const counts = { reserved: 0, soldOut: 0, other: 0, startedAt: performance.now() };
  const reservations = reservationRequests(baseUrl, tokens, eventId, benchId, counts);
  const reservationResult = summary(await run({ ...reservations, amount: REQUESTS }), counts);
  console.log(`Measuring /health for ${SECONDS} s…`);
  const healthResult = summary(await run({ ...health, duration: SECONDS }));
  return {
    reservation: reservationResult,
    health: healthResult,
    stock: await heldAfter(baseUrl, owner, benchId),
  };
}

function table({ reservation, health, stock }) {
  const check = (ok) => (ok ? 'yes' : '**no**');
  const row = (name, r) =>
    `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${check(r.p99Ms < TARGETS.p99Ms)} |`;
  return [
    `| ${CONNECTIONS} connections | requests/s | p50 | p99 | p99 < ${TARGETS.p99Ms} ms |`,
    '| --- | --- | --- | --- | --- |',
    row(
      `\`POST /events/v1/checkout/reservations\`, one definition, 1 ticket each (${REQUESTS} requests)`,
      reservation,
    ),
    row(`\`GET /health\` (${SECONDS} s)`, health),
    '',
    `Reservations: ${reservation.reserved} held, ${reservation.soldOut} refused as sold out (of ${reservation.requests}).`,
    `Afterwards the platform counts ${stock.held} held of capacity ${stock.capacity}: within capacity: ${check(stock.held <= stock.capacity)}; held = accepted: ${check(stock.held === reservation.reserved)}.`,
  ].join('\n');
}

async function main() {
  await withBenchPlatform('headless-bench-reservations', ports, async (platform, env) => {
    const results = await measure(platform.url, { ...env, DATABASE_URL: '' });
    const record = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      capacity: CAPACITY,
      targets: TARGETS,
      ...results,
    };
    await writeResults('bench-reservations-results.json', record, table(results));
    if (results.stock.held > results.stock.capacity) process.exitCode = 1;
  });
}

runBenchmark(main);
