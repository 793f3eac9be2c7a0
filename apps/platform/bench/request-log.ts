// `npx tsx apps/platform/bench/request-log.ts`: what the inspector's request log costs. Two apps on
// one database, the log on and off, each listening on loopback; rounds alternate between them on a
// cheap route. Prints a markdown table (median of the rounds) and the log's written/dropped counts.
// "CPU µs/req" is this process's CPU time (server and load generator) per request: on a busy
// machine it moves less than the wall-clock rates do.
import { buildApp } from '../src/app';
import { closeDb, createDb, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { redactPath } from '../src/plugins/redact-path';
import { RequestLogWriter } from '../src/plugins/request-log-writer';
import { seedDemoSite } from '../src/seed';
import { httpLoad, type LoadResult } from './http-load';
import { benchPostgres } from './postgres';
import type { App } from '../src/kernel/app-type';

type Measured = LoadResult & { cpuMicros: number };

async function measured(url: string): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await httpLoad(url, CONNECTIONS, SECONDS);
  const used = process.cpuUsage(before);
  return { ...result, cpuMicros: (used.user + used.system) / Math.max(1, result.requests) };
}

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5377);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUTES = (process.env.BENCH_ROUTES ?? '/health,/no-such-path').split(',');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function listen(app: App): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

function row(route: string, label: string, results: Measured[]): string {
  const f = (pick: (r: Measured) => number, digits: number) =>
    median(results.map(pick)).toFixed(digits);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  return `| ${route} | ${label} | ${f((r) => r.perSecond, 0)} | ${f((r) => r.p50Ms, 2)} | ${f((r) => r.p99Ms, 2)} | ${f((r) => r.cpuMicros, 0)} | ${errors} |`;
}

/** The log's own CPU in this process, without HTTP around it: entry, buffer, batched INSERT. */
async function writerCost(db: Db): Promise<string> {
  const writer = new RequestLogWriter(db);
  const entries = 40_000;
  const before = process.cpuUsage();
  for (let i = 0; i < entries; i += 1) {
    writer.add({
      at: new Date(),
      siteId: null,
      method: 'POST',
      path: redactPath('/bookings/v2/services/query?paging.limit=1&access_token=x'),
      status: 200,
      durationMs: 1.25,
      requestId: '0a8420fe-16de-48cc-a5a3-88d5af015a20',
    });
    if (i % 200 === 199) await writer.flush();
  }
  await writer.flush();
  const used = process.cpuUsage(before);
  const micros = (used.user + used.system) / entries;
  return `writer alone: ${micros.toFixed(1)} CPU µs per entry (${writer.written} written)`;
}

async function main(): Promise<void> {
  const pg = await benchPostgres('request-log', PG_PORT);
  const db = createDb(pg.url);
  try {
    await migrate(db.$client);
    await seedDemoSite(db);
    const on = await buildApp({ db, logger: false, requestLog: {} });
    const off = await buildApp({ db, logger: false, requestLog: false });
    const urls = { on: await listen(on), off: await listen(off) };
    console.log(`| route | request log | req/s | p50 ms | p99 ms | CPU µs/req | 5xx/errors |`);
    console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
    for (const route of ROUTES) {
      await httpLoad(urls.off + route, CONNECTIONS, 1);
      await httpLoad(urls.on + route, CONNECTIONS, 1);
      const results: Record<'on' | 'off', Measured[]> = { on: [], off: [] };
      for (let i = 0; i < ROUNDS; i += 1) {
        for (const mode of ['off', 'on'] as const) {
          results[mode].push(await measured(urls[mode] + route));
        }
      }
      console.log(row(route, 'off', results.off));
      console.log(row(route, 'on', results.on));
    }
    console.log(`\n${await writerCost(db)}`);
    await on.requestLog!.flush();
    console.log(
      `\nrequest log: ${on.requestLog!.written} written, ${on.requestLog!.dropped} dropped`,
    );
    await on.close();
    await off.close();
  } finally {
    await closeDb(db);
    await pg.stop();
  }
}

void main();
