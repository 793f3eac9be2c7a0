import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realHostnamesChromiumArgs, realHostnamesPlaywrightUse } from './chromium.js';
import { ensureLocalCertificates } from './local-ca.js';

let dir: string;
let caCertFile: string;
let caSpkiHash: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chromium-args-'));
  const made = await ensureLocalCertificates(dir);
  caCertFile = made.caCertFile;
  const spki = new X509Certificate(made.caCert).publicKey.export({ type: 'spki', format: 'der' });
  caSpkiHash = createHash('sha256').update(spki).digest('base64');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('realHostnamesChromiumArgs', () => {
  it("maps both hostnames to the front's port and pins the local CA's key", () => {
    expect(realHostnamesChromiumArgs({ port: 4611, caCertFile })).toEqual([
      '--host-resolver-rules=MAP www.wixapis.com 127.0.0.1:4611,MAP edge.wixapis.com 127.0.0.1:4611',
      `--ignore-certificate-errors-spki-list=${caSpkiHash}`,
    ]);
  });

  it('reads the port and the CA from the variables the platform prints', () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      LOCAL_PLATFORM_TLS_PORT: '4612',
      NODE_EXTRA_CA_CERTS: caCertFile,
    });
    try {
      const { launchOptions } = realHostnamesPlaywrightUse({ args: ['--no-sandbox'] });
      expect(launchOptions.args[0]).toBe('--no-sandbox');
      expect(launchOptions.args[1]).toContain('127.0.0.1:4612');
    } finally {
      process.env = saved;
    }
  });

  it('says what is missing without a CA', () => {
    const saved = process.env.NODE_EXTRA_CA_CERTS;
    delete process.env.NODE_EXTRA_CA_CERTS;
    try {
      expect(() => realHostnamesChromiumArgs()).toThrow(/NODE_EXTRA_CA_CERTS/);
    } finally {
      if (saved !== undefined) process.env.NODE_EXTRA_CA_CERTS = saved;
    }
  });
});
