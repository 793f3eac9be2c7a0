import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ErrorEnvelope } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { isAllowedHost, MISDIRECTED_REQUEST } from './host-check';

describe('isAllowedHost', () => {
  const rule = { port: 4000, allowedHosts: ['dev.example', 'shop.lan:8080'] };

  it('accepts the loopback names on its own port, and the allowed hosts', () => {
    for (const host of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'LOCALHOST:4000'])
      expect(isAllowedHost(host, rule), host).toBe(true);
    for (const host of ['dev.example', 'dev.example:4000', 'dev.example:1234', 'shop.lan:8080'])
      expect(isAllowedHost(host, rule), host).toBe(true);
  });

  it('refuses other names, other ports, a missing Host and anything that is not a host', () => {
    for (const host of [
      undefined,
      '',
      'evil.example:4000',
      'localhost:4001',
      'localhost',
      'localhost.:4000',
      'shop.lan:8081',
      'shop.lan',
      'localhost:4000@evil.example',
      'localhost:4000/x',
      'sub.dev.example',
    ])
      expect(isAllowedHost(host, rule), String(host)).toBe(false);
  });

  it("accepts the public origin's exact Host values, and nothing else under its name", () => {
    const behindTls = {
      ...rule,
      publicHosts: ['platform.example.test', 'platform.example.test:443'],
    };
    for (const host of ['platform.example.test', 'PLATFORM.example.test:443'])
      expect(isAllowedHost(host, behindTls), host).toBe(true);
    for (const host of ['platform.example.test:80', 'platform.example.test:4000', 'example.test'])
      expect(isAllowedHost(host, behindTls), host).toBe(false);
  });

  it('accepts any port on a loopback name until it listens (in-process requests)', () => {
    const notListening = { port: undefined, allowedHosts: [] };
    expect(isAllowedHost('localhost:80', notListening)).toBe(true);
    expect(isAllowedHost('127.0.0.1:4321', notListening)).toBe(true);
    expect(isAllowedHost('evil.example:80', notListening)).toBe(false);
  });
});

const t = useTestApp({ allowedHosts: ['platform.lan:4000'] });

function expectMisdirected(res: LightMyRequestResponse, host: string) {
  expect(res.statusCode).toBe(421);
  expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  const body = ErrorEnvelope.parse(res.json());
  expect(body.details.applicationError?.code).toBe(MISDIRECTED_REQUEST);
  expect(body.message).toContain(host);
  expect(body.message).toContain('PLATFORM_ALLOWED_HOSTS');
}

describe('a request under a foreign Host (DNS rebinding)', () => {
  const rebound = 'rebind.evil.example:4000';

  it('gets 421 with the envelope on an API route, a hosted page, an unknown route and a preflight', async () => {
    const requests = [
      { method: 'POST' as const, url: '/oauth2/token', payload: { grantType: 'anonymous' } },
      { method: 'GET' as const, url: '/hosted/mail' },
      { method: 'GET' as const, url: '/inspector' },
      { method: 'GET' as const, url: '/no-such-route' },
      {
        method: 'OPTIONS' as const,
        url: '/stores-reader/v1/products/query',
        headers: { origin: 'http://rebind.evil.example', 'access-control-request-method': 'POST' },
      },
    ];
    for (const request of requests) {
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, host: rebound },
      });
      expectMisdirected(res, rebound);
    }
  });

  it('changes nothing: a rebound inspector reset is refused before its route runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/inspector/reset',
      headers: { host: rebound, origin: `http://${rebound}` },
      payload: { confirm: 'yes' },
    });
    expectMisdirected(res, rebound);
  });

  it('answers the hosts PLATFORM_ALLOWED_HOSTS lists', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'platform.lan:4000' },
    });
    expect(res.statusCode).toBe(200);
    expectMisdirected(
      await t.app.inject({ method: 'GET', url: '/health', headers: { host: 'platform.lan:4001' } }),
      'platform.lan:4001',
    );
  });
});

describe('once it listens', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers loopback names on its own port only', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    const other = `localhost:${port === 65535 ? port - 1 : port + 1}`;
    expectMisdirected(
      await t.app.inject({ method: 'GET', url: '/health', headers: { host: other } }),
      other,
    );
  });

  it('refuses an HTTP/1.0 request without a Host header', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /health HTTP/1.0\r\n\r\n'));
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.[01] 421 /);
    expect(head).toMatch(/x-wix-request-id: [0-9a-f-]{36}/i);
    const envelope = ErrorEnvelope.parse(JSON.parse(body));
    expect(envelope.details.applicationError?.code).toBe(MISDIRECTED_REQUEST);
    expect(envelope.message).toContain('without a Host header');
  });
});
