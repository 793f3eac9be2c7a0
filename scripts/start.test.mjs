import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { get } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';
import { sampleClientId, v3ClientId } from './lib/sample-client.mjs';

/** A port held by another process for the test's length (what a second checkout would meet). */
function holdPort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** `npm start` as its script, with the given variables; resolves with its exit and output. */
function start(env) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'scripts/start.mjs')],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error?.code ?? 0, output: stdout + stderr }),
    );
  });
}

let held;
let free;
let dataDir;
beforeAll(async () => {
  held = await holdPort();
  // A port nothing listens on: taken and released at once.
  const probe = await holdPort();
  free = probe.address().port;
  await new Promise((resolve) => probe.close(resolve));
  dataDir = await mkdtemp(join(tmpdir(), 'start-test-'));
});
afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start with a port already taken', () => {
  it.each([
    ['platform', 'PLATFORM_PORT'],
    ['storefront', 'STOREFRONT_PORT'],
  ])('stops before building when the %s port is taken, naming %s', async (name, variable) => {
    const port = held.address().port;
    const other = variable === 'PLATFORM_PORT' ? 'STOREFRONT_PORT' : 'PLATFORM_PORT';
    const result = await start({
      [variable]: String(port),
      [other]: String(free),
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_API_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `Port ${port} is already in use, so the ${name} cannot start there.`,
    );
    expect(result.output).toContain(`set ${variable} to another port`);
    // Nothing was built or started first.
    expect(result.output).not.toMatch(/Building the storefront|build is up to date|\[platform\]/);
  });
});

/** `npm run platform:start` until its banner, then stopped with Ctrl-C (SIGINT). */
function startPlatformOnly(env, flags = []) {
  const script = join(repoRoot, 'scripts/start.mjs');
  const child = spawn(process.execPath, [script, '--platform-only', ...flags], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  let output = '';
  const banner = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Press Ctrl-C to stop it.')) resolve(output);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code} before its banner:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { banner, exited, stop: () => child.kill('SIGINT') };
}

describe('npm run platform:start', () => {
  it('starts only the platform and prints its URL, both seeded client ids and how to make a key', async () => {
    const platform = startPlatformOnly({
      PLATFORM_PORT: String(free),
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_API_URL: '',
      DATABASE_URL: '',
      PLATFORM_EMBEDDED_PG_PORT: '',
    });
    try {
      const banner = await platform.banner;
      expect(banner).toContain(`Platform:   http://127.0.0.1:${free}/`);
      expect(banner).toContain(`Client id:  ${sampleClientId()}`);
      expect(banner).toContain(`V3 client:  ${v3ClientId()}  (the same store on Catalog V3)`);
      expect(banner).toContain('npm run platform -- apikeys create');
      expect(banner).not.toMatch(/Storefront:|Building the storefront/);
      const health = await fetch(`http://127.0.0.1:${free}/health`);
      expect(health.status).toBe(200);
    } finally {
      platform.stop();
    }
    expect(await platform.exited).toBe(0);
  }, 180_000);

  it('with --real-hostnames adds the TLS front and prints what to export', async () => {
    const tlsPort = await freePort();
    const platform = startPlatformOnly(
      {
        PLATFORM_PORT: String(free),
        PLATFORM_TLS_PORT: String(tlsPort),
        PLATFORM_DATA_DIR: dataDir,
        PLATFORM_API_URL: '',
        DATABASE_URL: '',
        PLATFORM_EMBEDDED_PG_PORT: '',
      },
      ['--real-hostnames'],
    );
    try {
      const banner = await platform.banner;
      const caCertFile = join(dataDir, 'tls', 'ca.pem');
      expect(banner).toContain(`export NODE_EXTRA_CA_CERTS='${caCertFile}'`);
      expect(banner).toContain(`export LOCAL_PLATFORM_TLS_PORT=${tlsPort}`);
      expect(banner).toContain('register-hostnames.js');
      expect(banner).toContain(`--host-resolver-rules=MAP www.wixapis.com 127.0.0.1:${tlsPort}`);
      const health = await healthThroughFront(tlsPort, await readFile(caCertFile, 'utf8'));
      expect(health).toBe('200 {"status":"ok"}');
    } finally {
      platform.stop();
    }
    expect(await platform.exited).toBe(0);
  }, 180_000);
});

async function freePort() {
  const probe = await holdPort();
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** GET /health as https://www.wixapis.com through the front, trusting only the local CA. */
function healthThroughFront(port, ca) {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, servername: 'www.wixapis.com', ca, path: '/health' };
    get({ ...options, headers: { host: 'www.wixapis.com' } }, async (response) => {
      let body = '';
      for await (const chunk of response) body += chunk;
      resolve(`${response.statusCode} ${body}`);
    }).on('error', reject);
  });
}
