import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installLocalPlatform, localPlatformFetch, localPlatformUrl } from './index.js';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** A stand-in for the local platform: it records what reached it. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: await bodyOf(request),
    });
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
});

describe('localPlatformFetch', () => {
  it('sends the hard-coded token request to the local platform with its body and headers', async () => {
    const fetchLocal = localPlatformFetch(base);
    const response = await fetchLocal('https://www.wixapis.com/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'a-token' },
      body: JSON.stringify({ clientId: 'c1', grantType: 'anonymous' }),
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/oauth2/token',
        authorization: 'a-token',
        body: '{"clientId":"c1","grantType":"anonymous"}',
      },
    ]);
  });

  it('keeps the path and query of a CDN call, under the base URL path', async () => {
    const fetchLocal = localPlatformFetch(`${base}/prefix/`);
    await fetchLocal(new URL('https://edge.wixapis.com/_api/ecom-cart/v1/carts/current?a=1&a=2'));
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /prefix/_api/ecom-cart/v1/carts/current?a=1&a=2',
    ]);
  });

  it('rewrites a Request object, method and body included', async () => {
    const fetchLocal = localPlatformFetch(base);
    const request = new Request('https://www.wixapis.com/stores/v3/products/query', {
      method: 'POST',
      body: '{"query":{}}',
    });
    await fetchLocal(request);
    expect(seen).toMatchObject([
      { method: 'POST', url: '/stores/v3/products/query', body: '{"query":{}}' },
    ]);
  });

  it('never rewrites a request to any other host', async () => {
    const passedOn: string[] = [];
    const next = async (input: RequestInfo | URL) => {
      passedOn.push(input instanceof Request ? input.url : String(input));
      return new Response('{}');
    };
    const fetchLocal = localPlatformFetch(base, { fetch: next });
    const others = [
      'https://example.com/oauth2/token',
      'http://www.wixapis.com/oauth2/token',
      'https://www.wixapis.com.evil.example/oauth2/token',
      'https://www.wixapis.com:8443/oauth2/token',
      'https://manage.wixapis.com/x',
      'https://static.wixstatic.com/media/a.png',
    ];
    for (const url of others) await fetchLocal(url);
    expect(passedOn).toEqual(others);
    expect(seen).toEqual([]);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => localPlatformFetch('ftp://localhost:4000')).toThrow(/must be http\(s\)/);
    expect(localPlatformUrl('https://www.wixapis.com/a?b=c', 'http://localhost:4000/')).toBe(
      'http://localhost:4000/a?b=c',
    );
  });
});

describe('installLocalPlatform', () => {
  it('routes the global fetch until undone, without stacking on a second install', async () => {
    const original = globalThis.fetch;
    const undoFirst = installLocalPlatform('http://127.0.0.1:1');
    const undo = installLocalPlatform(base);
    try {
      await fetch('https://www.wixapis.com/oauth2/token', { method: 'POST', body: '{}' });
      expect(seen.map((s) => s.url)).toEqual(['/oauth2/token']);
    } finally {
      undo();
      undoFirst();
    }
    expect(globalThis.fetch).toBe(original);
  });

  it('is one --import for a Node process, reading LOCAL_PLATFORM_URL', async () => {
    const register = fileURLToPath(new URL('./register.js', import.meta.url));
    const script =
      "const r = await fetch('https://www.wixapis.com/members/v1/members/my?x=1');" +
      'console.log(JSON.stringify(await r.json()));';
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', register, '--input-type=module', '-e', script],
      { env: { ...process.env, LOCAL_PLATFORM_URL: base } },
    );
    expect(stdout.trim()).toBe('{"ok":true}');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /members/v1/members/my?x=1']);
  });
});
