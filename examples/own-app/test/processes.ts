// Starting and stopping the two servers the test needs, each in its own process group so that
// stopping it reaches npm's children too.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  output: () => string;
}

export function startProcess(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Started {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Polls `url` until it answers 2xx, the process exits, or the time is up. */
export async function waitForUrl(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(
        `exited ${started.child.exitCode} before ${url} answered:\n${started.output()}`,
      );
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/** SIGINT to the group (the platform then stops PostgreSQL cleanly), SIGKILL if it lingers. */
export async function stopProcess(started: Started, timeoutMs = 30_000): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
