import { describe, expect, it } from 'vitest';
import {
  closedPort,
  sendJson,
  startServer,
  type Handler,
  type TestServer,
} from '../../test/http-server';
import { ApplicationError, ConnectionError, SystemError } from './errors';
import { createHttpClient } from './http-client';

let server: TestServer | undefined;

const sleeps: number[] = [];
const retry = {
  baseDelayMs: 1,
  maxDelayMs: 4,
  sleep: async (ms: number) => {
    sleeps.push(ms);
  },
};

async function clientFor(handler: Handler, authHeaders?: () => Promise<Record<string, string>>) {
  server = await startServer(handler);
  sleeps.length = 0;
  return createHttpClient({ baseUrl: server.url, retry, ...(authHeaders && { authHeaders }) });
}

/** Answers with the given statuses in turn, then 200. */
function sequence(...statuses: number[]): Handler {
  let call = 0;
  return (_req, res) => {
    const status = statuses[call++] ?? 200;
    sendJson(res, status, status === 200 ? { ok: true } : { message: 'down', details: {} });
  };
}

describe('request pipeline', () => {
  it('sends the raw access token, JSON content type, and returns the JSON body', async () => {
    const http = await clientFor(
      (_req, res) => sendJson(res, 200, { services: [] }),
      async () => ({ Authorization: 'OauthNG.JWS.abc' }),
    );
    const body = await http.request({ method: 'POST', path: '/q', data: { a: 1 } });
    expect(body).toEqual({ services: [] });
    const [recorded] = server?.requests ?? [];
    expect(recorded?.headers.authorization).toBe('OauthNG.JWS.abc');
    expect(recorded?.headers['content-type']).toBe('application/json');
    expect(recorded?.body).toBe('{"a":1}');
  });

  it('sends no content type on a GET and no auth when the call opts out', async () => {
    const http = await clientFor(
      (_req, res) => sendJson(res, 200, {}),
      async () => ({ Authorization: 'token' }),
    );
    await http.request({ method: 'GET', path: '/x', auth: false });
    expect(server?.requests[0]?.headers['content-type']).toBeUndefined();
    expect(server?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('echoes X-Wix-Consistent once a response carried it', async () => {
    let call = 0;
    const http = await clientFor((_req, res) =>
      sendJson(res, 200, {}, call++ === 0 ? { 'x-wix-consistent': 'c-1' } : {}),
    );
    await http.request({ method: 'GET', path: '/a' });
    await http.request({ method: 'GET', path: '/b' });
    await http.request({ method: 'GET', path: '/c' });
    const sent = server?.requests.map((r) => r.headers['x-wix-consistent']);
    expect(sent).toEqual([undefined, 'c-1', 'c-1']);
  });

  it('treats a 200 without JSON as a system error', async () => {
    const http = await clientFor((_req, res) => {
      res.writeHead(200, { 'x-wix-request-id': 'r-9' });
      res.end('not json');
    });
    const error = await http.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect((error as SystemError).message).toBe('System error occurred, request-id: r-9');
  });

  it('maps an error response through the method field map', async () => {
    const http = await clientFor((_req, res) =>
      sendJson(res, 400, {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'lineItems.0.quantity', description: 'must be > 0', violatedRule: 'MIN' },
            ],
          },
        },
      }),
    );
    const error = await http
      .request({
        method: 'POST',
        path: '/x',
        data: {},
        fieldMap: { lineItems: 'options.lineItems' },
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'INVALID_ARGUMENT: "options.lineItems.0.quantity" must be > 0',
    );
  });
});

describe('retries', () => {
  it('retries an idempotent call on 503 and 500 with backoff, then succeeds', async () => {
    const http = await clientFor(sequence(503, 500));
    await expect(http.request({ method: 'GET', path: '/x' })).resolves.toEqual({ ok: true });
    expect(server?.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps.every((ms) => ms > 0 && ms <= 4)).toBe(true);
  });

  it('gives up after two retries with the mapped error', async () => {
    const http = await clientFor(sequence(503, 503, 503, 503));
    const error = await http.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect(server?.requests).toHaveLength(3);
  });

  it('retries a POST query marked idempotent', async () => {
    const http = await clientFor(sequence(502));
    await http.request({ method: 'POST', path: '/q', data: {}, idempotent: true });
    expect(server?.requests).toHaveLength(2);
  });

  it('never resends a mutation that got a 5xx', async () => {
    const http = await clientFor(sequence(500));
    const error = await http
      .request({ method: 'POST', path: '/add', data: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect(server?.requests).toHaveLength(1);
  });

  it('resends a mutation after 429, waiting as Retry-After says', async () => {
    let call = 0;
    const http = await clientFor((_req, res) =>
      call++ === 0
        ? sendJson(res, 429, { message: 'slow down', details: {} }, { 'retry-after': '2' })
        : sendJson(res, 200, { done: true }),
    );
    await expect(http.request({ method: 'POST', path: '/add', data: {} })).resolves.toEqual({
      done: true,
    });
    expect(sleeps).toEqual([2000]);
  });

  it('does not retry other 4xx', async () => {
    const http = await clientFor((_req, res) =>
      sendJson(res, 404, { message: 'gone', details: {} }),
    );
    const error = await http.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(server?.requests).toHaveLength(1);
  });

  it('throws ConnectionError naming the URL after retrying a refused connection', async () => {
    const port = await closedPort();
    const baseUrl = `http://127.0.0.1:${port}`;
    sleeps.length = 0;
    const http = createHttpClient({ baseUrl, retry });
    const error = await http
      .request({ method: 'POST', path: '/add', data: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(SystemError);
    const connection = error as ConnectionError;
    expect(connection.code).toBe('CONNECTION_FAILED');
    expect(connection.baseUrl).toBe(baseUrl);
    expect(connection.message).toContain(`${baseUrl}/add`);
    expect(connection.message).toContain('ECONNREFUSED');
    // Refused before sending: safe to resend even a mutation.
    expect(sleeps).toHaveLength(2);
  });

  it('gives up on a platform that never answers: retried when idempotent, once otherwise', async () => {
    const held: Parameters<Handler>[1][] = [];
    server = await startServer((_req, res) => void held.push(res));
    sleeps.length = 0;
    const http = createHttpClient({
      baseUrl: server.url,
      retry: { ...retry, attemptTimeoutMs: 50 },
    });
    try {
      const read = await http.request({ method: 'GET', path: '/slow' }).catch((e: unknown) => e);
      expect(read).toBeInstanceOf(ConnectionError);
      expect((read as ConnectionError).code).toBe('CONNECTION_FAILED');
      expect(server.requests).toHaveLength(3);
      const write = await http
        .request({ method: 'POST', path: '/add', data: {} })
        .catch((e: unknown) => e);
      expect(write).toBeInstanceOf(ConnectionError);
      // It may have been applied: a mutation is not sent twice.
      expect(server.requests).toHaveLength(4);
    } finally {
      for (const res of held) res.end();
    }
  });
});
