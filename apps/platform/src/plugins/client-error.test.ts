import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ErrorEnvelope } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

/** Errors Node raises while parsing a request never reach Fastify's routing: a real socket shows them. */
const t = useTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  const requestId = headers.find((h) => /^x-wix-request-id:/i.test(h));
  return { statusLine, requestId, body: ErrorEnvelope.parse(JSON.parse(body)) };
}

describe('malformed HTTP', () => {
  it('answers garbage with a 400 envelope and a request id', async () => {
    const res = parse(await rawRequest('GARBAGE\r\n\r\n'));
    expect(res.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(res.requestId).toMatch(/: [0-9a-f-]{36}$/);
    expect(res.body.details.applicationError?.code).toBe('BAD_REQUEST');
  });

  it('answers oversized headers with 431 and the envelope', async () => {
    const big = `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const res = parse(await rawRequest(big));
    expect(res.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(res.requestId).toBeDefined();
    expect(res.body.details.applicationError?.code).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
  });
});
