import { spawn } from 'node:child_process';

const KEPT_LINES = 60;

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} Exit
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {string[]} lines
 * @property {Promise<Exit>} exited
 * @property {boolean} running
 * @property {boolean} ownGroup
 * @property {string} url
 */

/**
 * A long-running child process with its recent output kept for error reports.
 * `ownGroup`: it runs in its own process group, so a terminal's Ctrl-C reaches only this script,
 * which then stops the children in order (npm start). Without it, Ctrl-C reaches the children
 * too, so they stop even when this process cannot (test and bench runs).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, echo?: boolean, ownGroup?: boolean }} options
 * @returns {Service}
 */
export function spawnService(name, command, args, { cwd, env, echo = false, ownGroup = false }) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: ownGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      if (echo) process.stdout.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      lines.push(String(error));
      resolve({ code: null, signal: null, error });
    });
  });
  const service = { name, child, lines, exited, running: true, ownGroup, url: '' };
  exited.then(() => (service.running = false));
  return service;
}

function signalService(service, signal, { group }) {
  try {
    const pid = service.child.pid;
    process.kill(group && service.ownGroup ? -pid : pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Sends `signal` and waits for the exit; past the timeout the whole process group is killed.
 * `group: false` signals only the main process, which then stops its own children (the platform
 * stops PostgreSQL itself, cleanly).
 */
export async function stopService(
  service,
  { signal = 'SIGTERM', timeoutMs = 15_000, group = true } = {},
) {
  if (!service?.running) return service ? service.exited : undefined;
  signalService(service, signal, { group });
  let timer;
  const timedOut = new Promise(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)),
  );
  const outcome = await Promise.race([service.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    process.stderr.write(`${service.name} did not stop within ${timeoutMs / 1000} s: killing it\n`);
    signalService(service, 'SIGKILL', { group: true });
  }
  return service.exited;
}

/** Last resort when this process exits without a clean stop: no child may outlive it. */
export function killOnExit(services) {
  const kill = () => {
    for (const service of services()) {
      if (service.running) signalService(service, 'SIGTERM', { group: false });
    }
  };
  process.on('exit', kill);
  return () => process.off('exit', kill);
}

export function describeExit({ code, signal, error }) {
  if (error) return `failed to start (${error.message})`;
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

export function lastLines(service, count = 30) {
  const shown = service.lines.slice(-count);
  if (shown.length === 0) return `(${service.name} printed nothing)`;
  return shown.map((line) => `  | ${line}`).join('\n');
}
