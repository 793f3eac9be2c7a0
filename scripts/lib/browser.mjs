import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium through playwright-core (a dependency of the e2e workspace). */
export async function launchChromium() {
  const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const playwright = await import(require.resolve('playwright-core'));
  // A CommonJS package: its exports may only be on `default`.
  const chromium = playwright.chromium ?? playwright.default.chromium;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}
