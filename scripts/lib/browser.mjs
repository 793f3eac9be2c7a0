import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

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
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
