import type { Db } from '../db/client';
import { runCommand } from './run';

/** Tests only: runs a CLI command on `db` and collects what it printed and its exit code. */
export async function runCli(db: Db, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(argv, db, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
