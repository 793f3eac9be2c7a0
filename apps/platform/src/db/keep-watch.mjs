// Stops the PostgreSQL the CLI left running (keep.ts) once its keep file is older than the keep
// time; leaves it alone when the file goes (a platform adopted it) or the server goes. Plain
// JavaScript run by `node` alone: it must start fast and depend on nothing.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';

const [file, pidText, secondsText] = process.argv.slice(2);
const pid = Number(pidText);
const keepMs = Number(secondsText) * 1000;
const stopping = `${file}.stopping`;

/** A zombie (ended, not yet reaped: a parent that never reaps) counts as gone. */
const hasProc = existsSync('/proc/self/stat');
async function isAlive() {
  if (hasProc) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    return stat !== '' && stat[stat.lastIndexOf(')') + 2] !== 'Z';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ageOf = (path) =>
  stat(path).then(
    (s) => Date.now() - s.mtimeMs,
    () => undefined,
  );

async function stopServer() {
  process.kill(pid, 'SIGINT'); // fast shutdown: clients are disconnected, the cluster left clean
  for (let waited = 0; await isAlive(); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT'); // a checkpoint that hangs
    await sleep(100);
  }
}

async function watch() {
  while (await isAlive()) {
    const age = await ageOf(file);
    if (age === undefined) return; // adopted by a platform, or replaced
    if (age > keepMs) {
      // Renamed first: a CLI renewing the time from now on fails and waits for the stop instead.
      if (
        !(await rename(file, stopping).then(
          () => true,
          () => false,
        ))
      )
        return;
      const renewed = (await ageOf(stopping)) <= keepMs; // used between our look and the rename
      if (renewed) await rename(stopping, file);
      else return stopServer();
    }
    await sleep(Math.min(1_000, keepMs));
  }
}

watch()
  .catch(() => undefined)
  .finally(() => rm(stopping, { force: true }).catch(() => undefined));
