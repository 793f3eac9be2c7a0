// Debian's Chromium with the flags README.md prints for the real hostnames, in a fresh profile.
// Its resolver knows only the platform's hostnames and loopback: any other name fails to resolve,
// so nothing this browser does can reach the network.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { realHostnamesChromiumArgs } from '@headless/local-platform/chromium';
import { CHROMIUM_ARGS } from '../../../scripts/lib/browser.mjs';

const LOOPBACK_ONLY = ',MAP * ~NOTFOUND,EXCLUDE 127.0.0.1,EXCLUDE localhost';

/** The package's flags (port and CA from the exported variables), the resolver closed to the rest. */
function flags(): string[] {
  return realHostnamesChromiumArgs().map((flag) =>
    flag.startsWith('--host-resolver-rules=') ? flag + LOOPBACK_ONLY : flag,
  );
}

export async function launchBrowser(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'real-hostnames-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...flags()],
  });
  const close = async () => {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  };
  return { context, close };
}
