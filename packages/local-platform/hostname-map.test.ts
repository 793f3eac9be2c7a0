import dns from 'node:dns';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontAddressFor, installHostnameMap, isPlatformHostname } from './hostname-map.js';

describe('frontAddressFor', () => {
  it('maps the platform hostnames on 443 to the front on loopback', () => {
    for (const host of [
      'www.wixapis.com',
      'edge.wixapis.com',
      'WWW.WixApis.com',
      'edge.wixapis.com.',
    ])
      expect(frontAddressFor({ host, port: 443 }, 4611), host).toEqual({
        host: '127.0.0.1',
        port: 4611,
      });
    expect(frontAddressFor({ host: 'www.wixapis.com', port: '443' }, 4611)).toBeDefined();
  });

  it('leaves every other host alone, lookalikes included', () => {
    for (const host of [
      'wixapis.com',
      'api.wixapis.com',
      'www.wixapis.com.evil.example',
      'evil-www.wixapis.com',
      'wwwwixapis.com',
      'www.wixapis.co',
      'localhost',
      '127.0.0.1',
      undefined,
    ])
      expect(frontAddressFor({ host, port: 443 }, 4611), String(host)).toBeUndefined();
    expect(isPlatformHostname('xwww.wixapis.com')).toBe(false);
  });

  it('refuses another port of a platform hostname rather than letting it out', () => {
    expect(() => frontAddressFor({ host: 'www.wixapis.com', port: 80 }, 4611)).toThrow(
      /www\.wixapis\.com:80 would leave this machine/,
    );
  });
});

describe('installHostnameMap', () => {
  let server: Server;
  let port: number;
  let undo: () => void;
  const reached: string[] = [];

  /** A plain TCP stand-in for the front: it notes that a connection arrived and says hello. */
  beforeAll(async () => {
    server = createServer((socket) => {
      reached.push('front');
      socket.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    undo = installHostnameMap(port);
  });
  afterAll(() => {
    undo();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function firstData(socket: ReturnType<typeof connect>) {
    return new Promise<string>((resolve, reject) => {
      socket.once('data', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
  }

  it('sends net.connect(443, host) and net.connect({ host, port }) to the front', async () => {
    expect(await firstData(connect(443, 'www.wixapis.com'))).toBe('hello');
    expect(await firstData(connect({ host: 'edge.wixapis.com', port: 443 }))).toBe('hello');
    expect(reached).toEqual(['front', 'front']);
  });

  it('refuses DNS lookups of the platform hostnames, callback and promise alike', async () => {
    await expect(dns.promises.lookup('www.wixapis.com')).rejects.toThrow(
      /refused by register-hostnames/,
    );
    const error = await new Promise((resolve) => dns.lookup('edge.wixapis.com', resolve));
    expect(error).toMatchObject({
      code: 'ENOTFOUND',
      message: expect.stringMatching(/DNS lookup/),
    });
    expect(await dns.promises.lookup('localhost')).toMatchObject({ address: expect.any(String) });
  });

  it('leaves other connections alone', async () => {
    expect(await firstData(connect(port, '127.0.0.1'))).toBe('hello');
  });
});
