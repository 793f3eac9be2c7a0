// The example app (./app) started the way packages/local-platform/README.md's "Run your existing app unchanged" says: its
// server a plain Node process with the exported variables (inherited from the global setup), its
// page script bundled from the official SDK with esbuild (which tsx brings to the root install).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SAMPLE_CLIENT_ID } from '@headless/contract';

const appDir = fileURLToPath(new URL('./app/', import.meta.url));

async function bundlePageScript(outDir: string): Promise<string> {
  const outfile = join(outDir, 'app.js');
  await build({
    entryPoints: [join(appDir, 'browser.mjs')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** Resolves with the URL the server prints once it listens; rejects if it exits first. */
function listeningUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const url = /listening on (http:\/\/\S+)/.exec(output())?.[1];
      if (!url) return;
      child.off('exit', onExit);
      resolve(url);
    };
    const onExit = (code: number | null) => {
      child.stdout?.off('data', onData);
      reject(new Error(`the app's server exited (${code}) before listening:\n${output()}`));
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

export interface RunningApp {
  url: string;
  /** What the server wrote, stdout and stderr. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startApp(): Promise<RunningApp> {
  const outDir = await mkdtemp(join(tmpdir(), 'real-hostnames-app-'));
  const bundle = await bundlePageScript(outDir);
  const env = { ...process.env, APP_CLIENT_ID: SAMPLE_CLIENT_ID, APP_BUNDLE: bundle };
  const child = spawn(process.execPath, [join(appDir, 'server.mjs')], { env });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  const output = () => text;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill();
      await once(child, 'exit');
    }
    await rm(outDir, { recursive: true, force: true });
  };
  const url = await listeningUrl(child, output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, output, stop };
}
