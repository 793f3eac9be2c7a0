import { ErrorEnvelope } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { buildApp } from '../app';
import { closeDb, createDb } from '../db/client';

const t = useTestApp();

describe('a database outage', () => {
  it('answers 503 DATABASE_UNAVAILABLE on API calls too, not a 500', async () => {
    const token = await visitorToken(t.app);
    const db = createDb('postgres://nobody:none@127.0.0.1:1/none', { max: 1 });
    const app = await buildApp({ db, logger: false });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/pricing-plans/v2/plans/public',
        headers: { authorization: token },
      });
      expect(res.statusCode).toBe(503);
      const body = ErrorEnvelope.parse(res.json());
      expect(body.details.systemError?.errorCode).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await app.close();
      await closeDb(db);
    }
  });
});

describe('GET /health', () => {
  it('is ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('is 503 with the envelope when the database does not answer', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const db = createDb('postgres://nobody:none@127.0.0.1:1/none', { max: 1 });
    const app = await buildApp({ db, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['x-wix-request-id']).toBeTruthy();
      const body = ErrorEnvelope.parse(res.json());
      expect(body.details.systemError?.errorCode).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await app.close();
      await closeDb(db);
    }
  });
});
