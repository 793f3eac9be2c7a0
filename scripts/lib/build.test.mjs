import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storefrontBuildStaleness } from './build.mjs';
import { DIST_DIR_VARIABLE, storefrontDir, storefrontDistDirs } from './paths.mjs';

const { start, e2e } = storefrontDistDirs;
/** Minutes apart, so no file system's timestamp resolution blurs the order. */
const at = (minute) => new Date(Date.UTC(2026, 0, 1, 12, minute));

let appDir;
const staleness = (distDir) => storefrontBuildStaleness(distDir, { appDir, extraSources: [] });

/** Writes a file of the scratch storefront with the given modification time. */
async function writeAt(path, minute) {
  const file = join(appDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, path);
  await utimes(file, at(minute), at(minute));
}

/** What `next build` leaves: its folder, and next-env.d.ts pointing at that folder's types. */
async function buildAt(distDir, minute) {
  await writeAt(join(distDir, 'static/chunks/page.js'), minute);
  await writeAt(join(distDir, 'BUILD_ID'), minute);
  await writeAt('next-env.d.ts', minute);
}

beforeEach(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'build-test-'));
  await writeAt('app/page.tsx', 0);
  await buildAt(start, 1);
});
afterEach(() => rm(appDir, { recursive: true, force: true }));

describe('the storefront builds of npm start and of the e2e suite', () => {
  it('live in different folders, the bench has its own too', () => {
    expect(start).toBe('.next');
    expect(new Set(Object.values(storefrontDistDirs)).size).toBe(3);
  });

  it("judge each folder on its own: npm start's build does not count for the e2e suite", async () => {
    expect(await staleness(start)).toBeUndefined();
    expect(await staleness(e2e)).toBe('no production build yet');
  });

  it("a build into the e2e folder (and a typecheck) leaves npm start's build up to date", async () => {
    await buildAt(e2e, 2);
    await writeAt('tsconfig.tsbuildinfo', 3);
    expect(await staleness(start)).toBeUndefined();
    expect(await staleness(e2e)).toBeUndefined();
  });

  it('a changed source makes both stale', async () => {
    await buildAt(e2e, 2);
    await writeAt('app/page.tsx', 3);
    expect(await staleness(start)).toBe('sources changed since the last build');
    expect(await staleness(e2e)).toBe('sources changed since the last build');
  });
});

/** A computed path: the scripts' typecheck must not follow it into Next's global types. */
const nextConfigFile = join(storefrontDir, 'next.config.ts');

describe('next.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each([
    ['unset', undefined, start],
    ['set', e2e, e2e],
  ])('with STOREFRONT_DIST_DIR %s, builds and serves from %s', async (_, variable, folder) => {
    vi.stubEnv(DIST_DIR_VARIABLE, variable);
    const { default: config } = await import(/* @vite-ignore */ nextConfigFile);
    expect(config.distDir).toBe(folder);
  });
});
