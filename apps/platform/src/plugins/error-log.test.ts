import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

/** What the platform writes to its log for a client's mistake and for a real fault. */
let lines: Record<string, unknown>[] = [];

const logStream = new Writable({
  write(chunk: Buffer, _encoding, next) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    next();
  },
});

const t = useTestApp({ logger: { level: 'info', stream: logStream } });

beforeAll(async () => {
  // Under /hosted/ to need no token. A value the edge lets through that PostgreSQL still refuses
  // (class 22): the safety net.
  t.app.get('/hosted/test/data-exception', async () =>
    t.db.execute(sql`SELECT ${'not a number'}::int AS n`),
  );
  t.app.get('/hosted/test/fault', async () => t.db.execute(sql`SELECT * FROM no_such_table`));
});
beforeEach(() => {
  lines = [];
});

/** The error handler's lines for one request (Fastify's own access lines aside). */
function errorLines(requestId: string) {
  return lines.filter(
    (l) => l.reqId === requestId && /request (rejected|failed)/.test(String(l.msg)),
  );
}

const INFO = 30;
const ERROR = 50;

describe('error logging', () => {
  it("a client's bad input is one info line, without SQL, parameters or a stack", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: 'secret\u0000', grantType: 'anonymous' },
    });
    expect(res.statusCode).toBe(400);
    const logged = errorLines(String(res.headers['x-wix-request-id']));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: INFO, code: 'INVALID_ARGUMENT' });
    expect(JSON.stringify(lines)).not.toMatch(/SELECT|stack|secret/i);
  });

  it('a data exception from PostgreSQL is a 400 without SQL, logged at info without it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hosted/test/data-exception' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().details.applicationError.code).toBe('INVALID_ARGUMENT');
    expect(res.body).not.toMatch(/SELECT|not a number|stack/i);
    const logged = errorLines(String(res.headers['x-wix-request-id']));
    expect(logged).toEqual([expect.objectContaining({ level: INFO })]);
    expect(JSON.stringify(lines)).not.toMatch(/SELECT|not a number|stack/i);
  });

  it('a real fault keeps its stack, at error level, and answers a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hosted/test/fault' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/no_such_table|SELECT/);
    const logged = errorLines(String(res.headers['x-wix-request-id']));
    expect(logged).toEqual([expect.objectContaining({ level: ERROR })]);
    expect(JSON.stringify(logged[0])).toMatch(/stack/);
  });
});
