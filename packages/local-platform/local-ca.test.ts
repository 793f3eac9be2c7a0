import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CERT_FILES, ensureLocalCertificates } from './local-ca.js';

const HOSTS = ['www.wixapis.com', 'edge.wixapis.com'];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-ca-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const fingerprint = (pem: string) => new X509Certificate(pem).fingerprint256;

describe('ensureLocalCertificates', () => {
  it('makes a CA limited to the hostnames and a leaf it signed for exactly those names', async () => {
    const made = await ensureLocalCertificates(dir);
    const ca = new X509Certificate(made.caCert);
    const leaf = new X509Certificate(made.leafCert);
    expect(made.created).toEqual({ ca: true, leaf: true });
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca) && leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.subjectAltName).toBe('DNS:www.wixapis.com, DNS:edge.wixapis.com');
    for (const host of HOSTS) expect(leaf.checkHost(host)).toBe(host);
    for (const host of ['wixapis.com', 'www.wixapis.com.evil.example', 'api.wixapis.com'])
      expect(leaf.checkHost(host), host).toBeUndefined();
    expect(made.caCertFile).toBe(join(dir, CERT_FILES.caCert));
  });

  it('keeps the private keys readable by their owner only', async () => {
    await ensureLocalCertificates(dir);
    for (const file of [CERT_FILES.caKey, CERT_FILES.leafKey])
      expect((await stat(join(dir, file))).mode & 0o077, file).toBe(0);
    expect((await stat(dir)).mode & 0o077).toBe(0);
  });

  it('reuses the CA and the leaf on the next start', async () => {
    const first = await ensureLocalCertificates(dir);
    const second = await ensureLocalCertificates(dir);
    expect(second.created).toEqual({ ca: false, leaf: false });
    expect(fingerprint(second.caCert)).toBe(fingerprint(first.caCert));
    expect(fingerprint(second.leafCert)).toBe(fingerprint(first.leafCert));
    expect(await readFile(first.caCertFile, 'utf8')).toBe(first.caCert);
  });

  it('renews a leaf near its end under the same CA', async () => {
    const first = await ensureLocalCertificates(dir);
    const later = new Date(Date.now() + YEAR_MS - 10 * 24 * 60 * 60 * 1000);
    const renewed = await ensureLocalCertificates(dir, { now: later });
    expect(renewed.created).toEqual({ ca: false, leaf: true });
    expect(fingerprint(renewed.caCert)).toBe(fingerprint(first.caCert));
    expect(
      new X509Certificate(renewed.leafCert).verify(new X509Certificate(first.caCert).publicKey),
    ).toBe(true);
  });

  it('issues a new leaf when the hostnames change', async () => {
    await ensureLocalCertificates(dir);
    const other = await ensureLocalCertificates(dir, { hostnames: ['www.wixapis.com'] });
    expect(other.created.leaf).toBe(true);
    expect(new X509Certificate(other.leafCert).subjectAltName).toBe('DNS:www.wixapis.com');
  });
});

describe('the certificates in a TLS handshake', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(key: string, cert: string): Promise<number> {
    server = createServer({ key, cert }, (_request, response) => response.end());
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  function handshake(port: number, servername: string, ca: string) {
    return new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, servername, ca }, () => {
        socket.end();
        resolve('trusted');
      });
      socket.on('error', (error: NodeJS.ErrnoException) =>
        resolve(`${error.code}: ${error.message}`),
      );
    });
  }

  it('is trusted by a client that trusts the CA, for the platform names only', async () => {
    const made = await ensureLocalCertificates(dir);
    const port = await serve(made.leafKey, made.leafCert);
    expect(await handshake(port, 'edge.wixapis.com', made.caCert)).toBe('trusted');
    expect(await handshake(port, 'www.wixapis.com.evil.example', made.caCert)).toMatch(
      /^ERR_TLS_CERT_ALTNAME_INVALID/,
    );
    expect(await handshake(port, 'edge.wixapis.com', '')).not.toBe('trusted');
  });

  it("cannot vouch for another site: the CA's name constraints refuse its leaf", async () => {
    const made = await ensureLocalCertificates(dir);
    const rogue = await ensureLocalCertificates(dir, { hostnames: ['bank.example'] });
    expect(rogue.created).toEqual({ ca: false, leaf: true });
    const port = await serve(rogue.leafKey, rogue.leafCert);
    // Node names OpenSSL's X509_V_ERR_PERMITTED_VIOLATION "UNSPECIFIED"; the message says it.
    expect(await handshake(port, 'bank.example', made.caCert)).toMatch(
      /permitted subtree violation/,
    );
  });
});
