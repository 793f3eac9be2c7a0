import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forwardedRequest, OWN_FRONT_HEADER, startTlsFront } from './tls-front.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const preload = new URL('./register-hostnames.js', import.meta.url).href;
let platform: Server;
let platformPort: number;
let front: Awaited<ReturnType<typeof startTlsFront>>;
let certDir: string;
const seen: Seen[] = [];

/** A stand-in for the local platform: it records what reached it and answers with a cookie. */
beforeAll(async () => {
  platform = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    response.setHeader('set-cookie', ['a=1', 'b=2']);
    response.end(`answer to ${request.url}`);
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformPort = (platform.address() as AddressInfo).port;
  certDir = await mkdtemp(join(tmpdir(), 'tls-front-'));
  front = await startTlsFront({ target: `http://127.0.0.1:${platformPort}`, certDir, port: 0 });
});

afterAll(async () => {
  await front.close();
  await new Promise<void>((resolve) => platform.close(() => resolve()));
  await rm(certDir, { recursive: true, force: true });
});
afterEach(() => {
  seen.length = 0;
});

/** Runs a module as its own Node process with the preload and the CA, as an app would run. */
async function runWithPreload(source: string): Promise<string> {
  const env = {
    ...process.env,
    NODE_OPTIONS: `--import=${preload}`,
    NODE_EXTRA_CA_CERTS: front.caCertFile,
    LOCAL_PLATFORM_TLS_PORT: String(front.port),
  };
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', source], { env });
  return stdout.trim();
}

describe('the TLS front with the preload', () => {
  it("forwards global fetch's request with the original host and scheme, dropping forged ones", async () => {
    const out = await runWithPreload(`
      const response = await fetch('https://www.wixapis.com/oauth2/token?x=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil' },
        body: '{"grantType":"anonymous"}',
      });
      console.log(response.status, response.headers.getSetCookie().join(';'), await response.text());
    `);
    expect(out).toBe('200 a=1;b=2 answer to /oauth2/token?x=1');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', body: '{"grantType":"anonymous"}' });
    expect(request?.headers).toMatchObject({
      host: `localhost:${platformPort}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.wixapis.com',
      'x-forwarded-for': '127.0.0.1',
      'content-type': 'application/json',
    });
    expect(request?.headers.forwarded).toBeUndefined();
  });

  it('forwards node:https requests to edge.wixapis.com', async () => {
    const out = await runWithPreload(`
      import { get } from 'node:https';
      get('https://edge.wixapis.com/ecom/v1/carts/current', (response) => {
        response.setEncoding('utf8');
        response.on('data', (text) => console.log(response.statusCode, text));
      });
    `);
    expect(out).toBe('200 answer to /ecom/v1/carts/current');
    expect(seen[0]?.headers['x-forwarded-host']).toBe('edge.wixapis.com');
  });
});

describe('the TLS front on its own', () => {
  function askFront(host: string, port = front.port) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const options = { host: '127.0.0.1', port, servername: 'www.wixapis.com', ca: front.caCert };
      const request = httpsRequest({ ...options, headers: { host } }, async (response) => {
        let body = '';
        for await (const chunk of response) body += chunk;
        resolve({ status: response.statusCode ?? 0, body });
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('answers 421 to any other host and forwards nothing', async () => {
    const answer = await askFront('evil.example');
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body).details.applicationError.code).toBe('MISDIRECTED_REQUEST');
    expect(seen).toEqual([]);
  });

  it('answers 502 with the envelope when the platform does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lonely = await startTlsFront({
      target: `http://127.0.0.1:${deadPort}`,
      certDir,
      port: 0,
    });
    try {
      const answer = await askFront('www.wixapis.com', lonely.port);
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body).details.applicationError.code).toBe(
        'LOCAL_PLATFORM_UNREACHABLE',
      );
    } finally {
      await lonely.close();
    }
  });
});

describe('forwardedRequest', () => {
  const incoming = (headers: IncomingHttpHeaders) =>
    ({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      headers: { host: 'www.wixapis.com', ...headers },
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as Parameters<typeof forwardedRequest>[0];
  const target = new URL('http://127.0.0.1:4000');

  it("adds the front's secret, so the platform counts the client it forwards", () => {
    const { headers } = forwardedRequest(incoming({}), target, 'run-secret');
    expect(headers).toMatchObject({
      [OWN_FRONT_HEADER]: 'run-secret',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('never passes on a secret a client sent, with or without its own', () => {
    const forged = incoming({ [OWN_FRONT_HEADER]: 'guessed' });
    const secretOf = (token?: string) =>
      (forwardedRequest(forged, target, token).headers as IncomingHttpHeaders)[OWN_FRONT_HEADER];
    expect(secretOf()).toBeUndefined();
    expect(secretOf('run-secret')).toBe('run-secret');
  });
});
