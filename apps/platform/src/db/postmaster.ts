import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  return hasProc ? fromProc(pid) : fromPs(pid);
}

/** Linux: /proc answers without starting a process (ps costs the CLI tens of milliseconds). */
const hasProc = existsSync('/proc/self/stat');

/** `/proc/<pid>/stat` is "pid (comm) state ppid …"; comm may hold spaces and parentheses. */
async function fromProc(pid: number): Promise<ProcessInfo | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const close = stat?.lastIndexOf(')') ?? -1;
  if (!stat || close < 0) return undefined;
  const [state, ppid] = stat.slice(close + 2).split(' ');
  if (!state || state === 'Z') return undefined;
  return { ppid: Number(ppid), command: stat.slice(stat.indexOf('(') + 1, close) };
}

async function fromPs(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const { stdout } = await run('ps', ['-o', 'ppid=,stat=,comm=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.+?)\s*$/.exec(stdout);
    if (!match || match[2]?.startsWith('Z')) return undefined;
    return { ppid: Number(match[1]), command: match[3] ?? '' };
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie. */
export const isRunning = async (pid: number): Promise<boolean> =>
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
  if (!(await waitForExit(pid, timeoutMs))) process.kill(pid, 'SIGQUIT');
}

/** Whether the process ended within the time. */
export async function waitForExit(pid: number, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
