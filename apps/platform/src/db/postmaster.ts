import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What `postmaster.pid` says about the server that owns a cluster folder. */
export interface PostmasterInfo {
  pid: number;
  port: number;
  /** The folder of its Unix socket; undefined when it listens on TCP only. */
  socketDir: string | undefined;
}

export async function readPostmasterPid(pgDir: string): Promise<PostmasterInfo | undefined> {
  const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const socketDir = lines[4]?.trim() || undefined;
  return Number.isInteger(pid) && pid > 0 ? { pid, port, socketDir } : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface ProcessInfo {
  ppid: number;
  command: string;
}

/** Parent and command of a live process; a zombie (exited, not yet reaped) counts as gone. */
export async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const { stdout } = await run('ps', ['-o', 'ppid=,stat=,comm=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.+?)\s*$/.exec(stdout);
    if (!match || match[2]?.startsWith('Z')) return undefined;
    return { ppid: Number(match[1]), command: match[3] ?? '' };
  } catch {
    return undefined;
  }
}

const isRunning = async (pid: number): Promise<boolean> =>
  isAlive(pid) && (await processInfo(pid)) !== undefined;

export type PostmasterState =
  { state: 'none' } | { state: 'running'; info: PostmasterInfo; orphaned: boolean };

/**
 * A live postgres is reused; a pid file whose process is gone (or is not postgres: pids are reused
 * after a reboot or in containers) is stale and removed, or postgres would refuse to start.
 * "Orphaned" means the process that started it (a platform or CLI run) was killed.
 */
export async function inspectPostmaster(pgDir: string): Promise<PostmasterState> {
  const info = await readPostmasterPid(pgDir);
  if (!info) return { state: 'none' };
  const proc = isAlive(info.pid) ? await processInfo(info.pid) : undefined;
  if (!proc || !proc.command.startsWith('postgres')) {
    await rm(join(pgDir, 'postmaster.pid'), { force: true });
    return { state: 'none' };
  }
  const parent = isAlive(proc.ppid) ? await processInfo(proc.ppid) : undefined;
  const orphaned = !parent || proc.ppid === 1 || !/node|tsx/.test(parent.command);
  return { state: 'running', info, orphaned };
}

/** Fast shutdown (SIGINT): clients are disconnected, the cluster is checkpointed and left clean. */
export async function stopPostmaster(pid: number, timeoutMs = 30_000): Promise<void> {
  if (!(await isRunning(pid))) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (await isRunning(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
