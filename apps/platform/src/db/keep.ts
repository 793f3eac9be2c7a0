import { spawn } from 'node:child_process';
import { readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A cluster the CLI started stays up a while after the command, so the next command finds it
 * running instead of paying PostgreSQL's start and stop (most of a CLI call's time). This file in
 * the data folder names its pid; every command that reuses it renews the file's time, and a small
 * detached watcher (keep-watch.mjs) stops the server once the file is older than the keep time.
 * A platform that starts meanwhile adopts the server: it deletes the file and stops the server
 * when it stops itself.
 */
export const KEEP_FILE = 'pg-kept-by-cli.json';

const keepFile = (dataDir: string) => join(dataDir, KEEP_FILE);
const watcher = fileURLToPath(new URL('./keep-watch.mjs', import.meta.url));

/** The pid of the cluster the CLI keeps, when this is the one running. */
export async function keptPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(keepFile(dataDir), 'utf8').catch(() => undefined);
  const pid = text === undefined ? NaN : Number((JSON.parse(text) as { pid?: unknown }).pid);
  return Number.isInteger(pid) ? pid : undefined;
}

/** Leaves the server running after this process, watched until `seconds` pass without a use. */
export async function keepAfterExit(dataDir: string, pid: number, seconds: number): Promise<void> {
  await writeFile(keepFile(dataDir), JSON.stringify({ pid, seconds }));
  const child = spawn(
    process.execPath,
    [watcher, keepFile(dataDir), String(pid), String(seconds)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  child.unref();
}

/** Renews the keep time; false when the watcher is already stopping the server. */
export async function renewKeep(dataDir: string): Promise<boolean> {
  // A file time the watcher process compares with its own wall clock: it must be the real time.
  const now = new Date();
  return utimes(keepFile(dataDir), now, now).then(
    () => true,
    () => false,
  );
}

/** Takes the kept server over (the watcher then leaves it alone); false when it is stopping. */
export async function adoptKept(dataDir: string): Promise<boolean> {
  return rm(keepFile(dataDir)).then(
    () => true,
    () => false,
  );
}
