import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TLS_PORT,
  realHostnamesBanner,
  realHostnamesWanted,
  registerHostnamesFile,
  startRealHostnames,
  tlsPortFrom,
} from './real-hostnames.mjs';

describe('--real-hostnames', () => {
  it('is asked for by the flag or PLATFORM_REAL_HOSTNAMES=1', () => {
    expect(realHostnamesWanted(['--platform-only', '--real-hostnames'], {})).toBe(true);
    expect(realHostnamesWanted([], { PLATFORM_REAL_HOSTNAMES: '1' })).toBe(true);
    expect(realHostnamesWanted(['--platform-only'], {})).toBe(false);
  });

  it('listens on an unprivileged port unless PLATFORM_TLS_PORT says otherwise', () => {
    expect(tlsPortFrom({})).toBe(DEFAULT_TLS_PORT);
    expect(DEFAULT_TLS_PORT).toBeGreaterThan(1023);
    expect(tlsPortFrom({ PLATFORM_TLS_PORT: '443' })).toBe(443);
    expect(() => tlsPortFrom({ PLATFORM_TLS_PORT: 'https' })).toThrow(/PLATFORM_TLS_PORT/);
  });

  it('prints the exports and flags to paste, quoted for a shell', () => {
    const front = {
      port: 4611,
      caCertFile: "/data/it's/tls/ca.pem",
      hostnames: ['www.wixapis.com', 'edge.wixapis.com'],
    };
    const text = realHostnamesBanner(front, ['--host-resolver-rules=MAP a b', '--x=y']).join('\n');
    expect(text).toContain(
      `export NODE_OPTIONS='--import ${registerHostnamesFile} '"$NODE_OPTIONS"`,
    );
    expect(text).toContain(`export NODE_EXTRA_CA_CERTS='/data/it'\\''s/tls/ca.pem'`);
    expect(text).toContain('export LOCAL_PLATFORM_TLS_PORT=4611');
    expect(text).toContain(`'--host-resolver-rules=MAP a b' '--x=y'`);
    expect(text).toContain('setcap cap_net_bind_service=+ep');
  });
});

describe('startRealHostnames', () => {
  let held;
  let certDir;
  beforeAll(async () => {
    certDir = await mkdtemp(join(tmpdir(), 'real-hostnames-'));
    held = createServer();
    await new Promise((resolve) => held.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => held.close(resolve));
    await rm(certDir, { recursive: true, force: true });
  });

  it('names the variable that moves a taken port', async () => {
    const port = held.address().port;
    await expect(
      startRealHostnames({ platformUrl: 'http://127.0.0.1:1', port, certDir }),
    ).rejects.toThrow(/already in use.*PLATFORM_TLS_PORT/);
  });
});
