import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPostmaster, readPostmasterPid } from './postmaster';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'postmaster-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const pidFile = (pid: number) =>
  writeFile(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n5433\n\n`);
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('postmaster.pid', () => {
  it('reads the pid and port', async () => {
    await pidFile(4242);
    expect(await readPostmasterPid(dir)).toEqual({ pid: 4242, port: 5433, socketDir: undefined });
  });

  it('reads the Unix socket folder when the server has one', async () => {
    await writeFile(join(dir, 'postmaster.pid'), `4242\n${dir}\n1700000000\n5433\n${dir}\n`);
    expect(await readPostmasterPid(dir)).toEqual({ pid: 4242, port: 5433, socketDir: dir });
  });

  it('removes a pid file whose process is gone', async () => {
    const child = spawn('true');
    const pid = child.pid ?? 0;
    await new Promise((resolve) => child.once('exit', resolve));
    await pidFile(pid);
    expect(await inspectPostmaster(dir)).toEqual({ state: 'none' });
    expect(await exists(join(dir, 'postmaster.pid'))).toBe(false);
  });

  it('removes a pid file whose pid now belongs to another program', async () => {
    await pidFile(process.pid);
    expect(await inspectPostmaster(dir)).toEqual({ state: 'none' });
    expect(await exists(join(dir, 'postmaster.pid'))).toBe(false);
  });

  it('reports nothing when there is no pid file', async () => {
    expect(await inspectPostmaster(dir)).toEqual({ state: 'none' });
  });
});
