import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { ownerHeaders } from '../../test/owner';
import { migrate } from '../db/migrate';
import { seedDemoSite } from '../seed';
import { freePort, startReceiver, waitUntil } from './test-kit';

const platformDir = fileURLToPath(new URL('../../', import.meta.url));
const BURST = 200;

/** The real platform as a child process on the test database, ready once /health answers. */
async function startPlatform(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: platformDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_PORT: String(port),
      LOG_LEVEL: 'silent',
      WEBHOOK_RETRY_BASE_MS: '20',
      WEBHOOK_RETRY_MAX_DELAY_MS: '100',
      // A killed instance's claims come back quickly.
      WEBHOOK_LEASE_MS: '1500',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    return fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
  }, 100);
  return { child, base, exited };
}

async function stop(platform: { child: ChildProcess; exited: Promise<void> } | undefined) {
  if (!platform || platform.child.exitCode !== null || platform.child.signalCode) return;
  platform.child.kill('SIGTERM');
  await platform.exited;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database.db.$client);
  await seedDemoSite(database.db);
});
afterAll(() => database.drop());

describe('kill -9 in the middle of a burst', () => {
  it(
    'loses nothing: after a restart every recorded event reaches the receiver',
    { timeout: 180_000 },
    async () => {
      // Slow answers (8 in flight, 200 ms each) keep the burst ahead of the deliveries and some
      // sends in flight, so the kill lands mid-send with recorded events still undelivered.
      const receiver = await startReceiver(() => 200, { delayMs: 200 });
      const port = await freePort();
      const headers = { ...(await ownerHeaders(database.db)), 'content-type': 'application/json' };
      const platform = await startPlatform(database.url, port);
      let restarted: typeof platform | undefined;
      try {
        const post = (path: string, body: unknown) =>
          fetch(`${platform.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
        expect((await post('/webhooks/v1/subscriptions', { url: receiver.url })).status).toBe(200);

        let killedAt = -1;
        const burst = (async () => {
          for (let i = 0; i < BURST; i += 10) {
            const batch = Array.from({ length: 10 }, (_, j) =>
              post('/webhooks/v1/events/trigger', {
                eventType: 'wix.bookings.v2.booking_created',
                entityId: `booking-${i + j}`,
                payload: { n: i + j },
              }),
            );
            const results = await Promise.allSettled(batch);
            if (results.some((r) => r.status === 'rejected')) return;
            if (receiver.received.length >= 10 && killedAt < 0) {
              killedAt = receiver.received.length;
              platform.child.kill('SIGKILL');
              await platform.exited;
            }
          }
        })();
        await burst;
        expect(killedAt, 'the platform was killed before the burst ended').toBeGreaterThan(0);

        const recorded = async () =>
          (
            await database.db.execute<{ id: string }>(sql`SELECT event_uuid AS id FROM domain_events
          WHERE event_type = 'wix.bookings.v2.booking_created'`)
          ).rows.map((r) => r.id);
        const before = await recorded();
        expect(before.length).toBeLessThan(BURST);
        const unsentAtKill = before.filter(
          (id) => !receiver.received.some((r) => r.eventId === id),
        );
        expect(unsentAtKill.length, 'some recorded events were not delivered yet').toBeGreaterThan(
          0,
        );

        restarted = await startPlatform(database.url, port);
        await waitUntil(() => {
          const got = new Set(receiver.received.map((r) => r.eventId));
          return before.every((id) => got.has(id));
        }, 100);
        const got = new Set(receiver.received.map((r) => r.eventId));
        expect(before.filter((id) => !got.has(id))).toEqual([]);
        // The sends cut by the kill came back once their lease ran out, as attempt 2.
        expect(receiver.received.some((r) => r.attempt === 2)).toBe(true);
        const all = await recorded();
        expect(all).toHaveLength(before.length);
      } finally {
        await stop(platform);
        await stop(restarted);
        await receiver.close();
      }
    },
  );
});
