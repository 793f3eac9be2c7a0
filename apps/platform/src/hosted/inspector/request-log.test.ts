import { DEMO_SITE_ID } from '@headless/contract';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { closeDb, createDb } from '../../db/client';
import { requestLog } from '../../db/schema/webhooks';
import { requestLogEnabled } from '../../plugins/request-log';
import { redactPath } from '../../plugins/redact-path';
import { RequestLogWriter } from '../../plugins/request-log-writer';

const t = useTestApp();

const logged = (requestId: string) =>
  t.db.select().from(requestLog).where(eq(requestLog.requestId, requestId));

const entry = (n: number) => ({
  at: new Date(),
  siteId: null,
  method: 'GET',
  path: `/entry/${n}`,
  status: 200,
  durationMs: 1,
  requestId: `entry-${n}`,
});

describe('the request log', () => {
  it('records a request with its request id, status and site after a flush', async () => {
    const token = await visitorToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/bookings/v2/services/query?paging.limit=1&access_token=secret-value',
      headers: { authorization: token },
      payload: { query: {} },
    });
    const requestId = String(res.headers['x-wix-request-id']);
    await t.app.requestLog!.flush();
    const [row] = await logged(requestId);
    expect(row).toMatchObject({
      method: 'POST',
      status: res.statusCode,
      siteId: DEMO_SITE_ID,
      path: '/bookings/v2/services/query?paging.limit=1&access_token=[redacted]',
    });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps no site for a public route and skips the inspector itself', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    const inspector = await t.app.inject({ method: 'GET', url: '/inspector' });
    await t.app.requestLog!.flush();
    expect((await logged(String(health.headers['x-wix-request-id'])))[0]?.siteId).toBeNull();
    expect(await logged(String(inspector.headers['x-wix-request-id']))).toEqual([]);
  });

  it('answers requests while the log table is locked, and writes them once it is free', async () => {
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE request_log IN ACCESS EXCLUSIVE MODE');
    const first = await t.app.inject({ method: 'GET', url: '/health' });
    const blocked = t.app.requestLog!.flush();
    const ids: string[] = [String(first.headers['x-wix-request-id'])];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      ids.push(String(res.headers['x-wix-request-id']));
    }
    await locker.query('ROLLBACK');
    await locker.end();
    await blocked;
    await t.app.requestLog!.flush();
    for (const id of ids) expect(await logged(id)).toHaveLength(1);
  });
});

describe('the request log writer', () => {
  it('drops and counts entries when the database is unavailable', async () => {
    const nowhere = createDb('postgres://nobody@127.0.0.1:1/none', { max: 1 });
    const writer = new RequestLogWriter(nowhere);
    writer.add(entry(1));
    writer.add(entry(2));
    await writer.flush();
    expect(writer.dropped).toBe(2);
    expect(writer.written).toBe(0);
    await closeDb(nowhere);
  });

  it('keeps only the newest rows', async () => {
    const writer = new RequestLogWriter(t.db, { keepRows: 3 });
    for (let n = 1; n <= 10; n += 1) writer.add(entry(n));
    await writer.flush();
    const rows = await t.db.select().from(requestLog).orderBy(desc(requestLog.id));
    expect(rows.map((r) => r.requestId)).toEqual(['entry-10', 'entry-9', 'entry-8']);
  });

  it('writes a full batch on its own, without waiting for the timer', async () => {
    const writer = new RequestLogWriter(t.db, { batchRows: 3, flushMs: 3_600_000 });
    for (let n = 101; n <= 103; n += 1) writer.add(entry(n));
    await expect.poll(() => writer.written).toBe(3);
    expect(await logged('entry-103')).toHaveLength(1);
  });

  it('drops past its buffer limit instead of growing without bound', async () => {
    const writer = new RequestLogWriter(t.db, { maxBufferedRows: 2, flushMs: 60_000 });
    for (let n = 1; n <= 5; n += 1) writer.add(entry(n));
    expect(writer.dropped).toBe(3);
    await writer.close();
    expect(writer.written).toBe(2);
  });

  it('is off with REQUEST_LOG=off', async () => {
    expect(requestLogEnabled({ REQUEST_LOG: 'off' })).toBe(false);
    expect(requestLogEnabled({})).toBe(true);
    const app = await buildApp({ db: t.db, logger: false, requestLog: false });
    const res = await app.inject({ method: 'GET', url: '/health' });
    const page = await app.inject({ method: 'GET', url: '/inspector' });
    await app.close();
    expect(page.body).toContain('The request log is off');
    expect(app.requestLog).toBeUndefined();
    expect(await logged(String(res.headers['x-wix-request-id']))).toEqual([]);
  });
});

describe('redactPath', () => {
  it('hides token-like parameters and the recovery token in the path', () => {
    expect(
      redactPath('/oauth2/authorize?client_id=a&code_challenge=x&state=s&redirect_uri=r'),
    ).toBe(
      '/oauth2/authorize?client_id=a&code_challenge=[redacted]&state=[redacted]&redirect_uri=r',
    );
    expect(redactPath('/hosted/login-reset/abc123')).toBe('/hosted/login-reset/[redacted]');
    expect(redactPath('/a?' + 'x'.repeat(600))).toHaveLength(512);
  });
});
