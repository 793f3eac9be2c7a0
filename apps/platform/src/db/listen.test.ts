import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded';
import { PORT_FILE } from './listen';

const silent = { info: () => undefined, debug: () => undefined, error: () => undefined };
const folders: string[] = [];
const running: RunningPostgres[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(dataDir: string): Promise<RunningPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, database: 'app', log: silent, fast: true });
  running.push(server);
  return server;
}

async function settings(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('listen_addresses', 'data_directory')",
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await client.end();
  }
}

async function newDataDir(...below: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'listen-test-'));
  folders.push(root);
  const dir = join(root, ...below);
  await mkdir(dir, { recursive: true });
  return dir;
}

describe('the embedded PostgreSQL with no port asked for', () => {
  it('listens on its own Unix socket only, so two clusters run side by side', async () => {
    const [first, second] = await Promise.all([newDataDir(), newDataDir()]);
    const [a, b] = await Promise.all([start(first), start(second)]);

    expect(decodeURIComponent(new URL(a.url).hostname)).toBe(join(first, 'pg'));
    expect(decodeURIComponent(new URL(b.url).hostname)).toBe(join(second, 'pg'));
    expect(await settings(a.url)).toEqual({
      listen_addresses: '',
      data_directory: join(first, 'pg'),
    });
    expect(await settings(b.url)).toEqual({
      listen_addresses: '',
      data_directory: join(second, 'pg'),
    });
  });

  it('uses a free loopback port where the folder is too deep for a socket, and keeps it', async () => {
    const deep = await newDataDir('a-folder-name-long-enough'.repeat(4));
    const server = await start(deep);
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect((await settings(server.url)).listen_addresses).toBe('127.0.0.1');
    expect(await readFile(join(deep, PORT_FILE), 'utf8')).toBe(`${url.port}\n`);
    await server.stop();

    const again = await start(deep);
    expect(new URL(again.url).port).toBe(url.port);
  });
});
