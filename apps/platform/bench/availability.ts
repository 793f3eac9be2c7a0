// `npm run bench:availability`: availability of one service over 7 days, with 100 and with
// 100,000 other bookings in the database (two databases, requests alternating), in one run. Server time is Fastify's own measure of each
// request (reply.elapsedTime). Prints markdown tables and the plan of the occupancy query.
import { DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { closeDb, createDb, type OwnedDb } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { occupancyQuery } from '../src/modules/availability/schedule-store';
import { createServiceFixture } from '../src/modules/availability/fixtures';
import { seedDemoSite } from '../src/seed';
import { benchPostgres } from './postgres';
import { visitorToken } from './token';
import type { App } from '../src/kernel/app-type';

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5370);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 150;
const OTHER_SERVICES = 50;
const FROM = '2027-03-15T00:00:00Z';
const TO = '2027-03-22T00:00:00Z';

/** DATABASE_URL when given, else a throwaway embedded PostgreSQL. */
async function database(): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  return benchPostgres('availability', PG_PORT, { fast: true });
}

/** `count` bookings spread over the services and ~2 months around the window, a tenth canceled. */
async function addOtherBookings(db: OwnedDb, services: string[], count: number, offset: number) {
  await db.execute(sql`
    INSERT INTO bookings_bookings (site_id, service_id, start_date, end_date, time_zone, status,
      payment_status, participants, contact_details, created_by_type, created_by_id)
    SELECT ${DEMO_SITE_ID}::uuid, (${`{${services.join(',')}}`}::uuid[])[1 + i % ${services.length}::int],
      timestamptz '2027-03-01' + ((i % 5000) * interval '17 minutes'),
      timestamptz '2027-03-01' + ((i % 5000) * interval '17 minutes') + interval '1 hour',
      'UTC', CASE WHEN i % 10 = 0 THEN 'CANCELED' ELSE 'CONFIRMED' END, 'EXEMPT', 1, '{}',
      'ANONYMOUS_VISITOR', 'bench'
    FROM generate_series(${offset}::int, ${offset + count - 1}::int) AS i`);
  await db.execute(sql`ANALYZE bookings_bookings`);
}

/** 20 bookings of the measured service on its own slots, so occupancy has rows to read. */
async function addTargetBookings(db: OwnedDb, serviceId: string) {
  await db.execute(sql`
    INSERT INTO bookings_bookings (site_id, service_id, start_date, end_date, time_zone, status,
      payment_status, participants, contact_details, created_by_type, created_by_id)
    SELECT ${DEMO_SITE_ID}::uuid, ${serviceId}::uuid, at, at + interval '30 minutes', 'UTC',
      'CONFIRMED', 'EXEMPT', 1 + i % 2, '{}', 'ANONYMOUS_VISITOR', 'bench'
    FROM generate_series(0, 19) AS i,
      LATERAL (SELECT timestamptz '2027-03-15 09:00Z' + (i / 16) * interval '1 day'
        + (i % 16) * interval '30 minutes' AS at) AS slot`);
}

/** Server time of each request: from Fastify's onRequest to its onResponse, in ms. */
function timeRequests(app: App): number[] {
  const times: number[] = [];
  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
  });
  app.addHook('onResponse', async (request) => {
    const t0 = started.get(request);
    if (t0 !== undefined) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  });
  return times;
}

interface Setup {
  label: string;
  app: App;
  db: OwnedDb;
  server: number[];
  token: string;
  serviceId: string;
}

const availabilityBody = (serviceId: string) => ({
  query: { filter: { serviceId: [serviceId], startDate: FROM, endDate: TO } },
});

/** One request; returns its server time. */
async function timeOne(setup: Setup): Promise<number> {
  const res = await setup.app.inject({
    method: 'POST',
    url: '/availability-calendar/v1/availability/query',
    headers: { authorization: setup.token },
    payload: availabilityBody(setup.serviceId),
  });
  if (res.statusCode !== 200) throw new Error(`availability failed: ${res.statusCode} ${res.body}`);
  return setup.server.at(-1)!;
}

/**
 * The two databases are measured in one loop, alternating which goes first in each round, so
 * warm-up, caches and the machine's noise fall on both alike.
 */
async function measureInterleaved(small: Setup, large: Setup) {
  const times = new Map<Setup, number[]>([
    [small, []],
    [large, []],
  ]);
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const order = i % 2 === 0 ? [small, large] : [large, small];
    for (const setup of order) {
      const ms = await timeOne(setup);
      if (i >= WARMUP) times.get(setup)!.push(ms);
    }
  }
  return Promise.all([small, large].map(async (setup) => summary(setup, times.get(setup)!)));
}

async function summary(setup: Setup, times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const body = availabilityBody(setup.serviceId);
  return { median: at(0.5), p95: at(0.95), slots: await lastCount(setup.app, setup.token, body) };
}

async function lastCount(app: App, token: string, body: object): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/availability-calendar/v1/availability/query',
    headers: { authorization: token },
    payload: body,
  });
  return res.json().availabilityEntries.length;
}

async function explain(db: OwnedDb, serviceId: string): Promise<string[]> {
  const q = occupancyQuery(db, [serviceId], new Date(FROM), new Date(TO)).toSQL();
  const { rows } = await db.$client.query(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${q.sql}`,
    q.params,
  );
  return rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
}

/** A fresh database of its own on the cluster: migrated, seeded, with the measured service. */
async function prepare(adminUrl: string, label: string, otherBookings: number): Promise<Setup> {
  const admin = createDb(adminUrl, { max: 1 });
  const name = `bench_${label}_${process.pid}`;
  await admin.$client.query(`CREATE DATABASE ${name}`);
  await closeDb(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: 4 });
  await migrate(db.$client);
  await seedDemoSite(db);
  const app = await buildApp({ db, logger: false });
  const server = timeRequests(app);
  const weekly = ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({
    day,
    start: '09:00',
    end: '17:00',
  }));
  const target = await createServiceFixture(db, { weekly, minutes: 30, capacity: 2 });
  const others: string[] = [];
  for (let i = 0; i < OTHER_SERVICES; i++)
    others.push((await createServiceFixture(db, { weekly })).id);
  await addTargetBookings(db, target.id);
  await addOtherBookings(db, others, otherBookings, 1_000_000);
  return { label, app, db, server, token: await visitorToken(app), serviceId: target.id };
}

async function main() {
  const { url, stop } = await database();
  const setups: Setup[] = [];
  try {
    setups.push(await prepare(url, 'small', 100));
    setups.push(await prepare(url, 'large', 100_000));
    const [small, large] = setups as [Setup, Setup];
    const [smallResult, largeResult] = await measureInterleaved(small, large);
    const plan = await explain(large.db, large.serviceId);
    report(smallResult!, largeResult!, plan);
  } finally {
    for (const setup of setups) {
      await setup.app.close();
      await closeDb(setup.db);
    }
    await stop?.();
  }
}

type Result = Awaited<ReturnType<typeof summary>>;

function report(small: Result, large: Result, plan: string[]) {
  const ratio = large.median / small.median;
  const fullScan = plan.some((line) => /Seq Scan on bookings_bookings/.test(line));
  console.log(`\n## Availability benchmark (${ROUNDS} requests each, one service, 7 days)\n`);
  console.log(
    '| other bookings in the database | slots returned | median server ms | p95 server ms |',
  );
  console.log('| ---: | ---: | ---: | ---: |');
  console.log(`| 100 | ${small.slots} | ${small.median.toFixed(2)} | ${small.p95.toFixed(2)} |`);
  console.log(
    `| 100,000 | ${large.slots} | ${large.median.toFixed(2)} | ${large.p95.toFixed(2)} |`,
  );
  console.log(
    `\nRatio (median, 100,000 / 100): **${ratio.toFixed(2)}×** (target ≤ 1.30×: ${ratio <= 1.3 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `\nOccupancy query plan at 100,000 bookings (full scan of bookings: ${fullScan ? 'YES' : 'no'}):\n`,
  );
  console.log('```');
  for (const line of plan) console.log(line);
  console.log('```');
  if (fullScan || ratio > 1.3) process.exitCode = 1;
}

await main();
