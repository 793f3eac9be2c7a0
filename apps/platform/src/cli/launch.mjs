// The CLI's entry (`npm run platform -- …`). Running TypeScript through tsx costs most of a
// command's time (its loader hooks see every module), so the CLI runs from a bundle that esbuild
// (tsx's own) writes on the first run and again whenever a source file changes: nothing to build
// by hand. Should bundling fail, the CLI runs through tsx as before.
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const platformDir = fileURLToPath(new URL('../../', import.meta.url));
const entry = join(platformDir, 'src/cli/index.ts');
/** Under the platform's node_modules, so the bundle's imports resolve as the sources' do. */
const cacheDir = join(platformDir, 'node_modules/.cache/platform-cli');
/** A bundle another command still runs from (it imports its chunks late) outlives a rebuild. */
const OLD_BUNDLE_MS = 10 * 60_000;
const SOURCES = [join(platformDir, 'src'), join(platformDir, '../../packages/contract/src')];

/** Names the sources' state: a changed, added or removed file gives another name. */
async function sourcesStamp() {
  let newest = 0;
  let files = 0;
  const walk = async (dir) => {
    for (const item of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) await walk(path);
      else {
        files++;
        newest = Math.max(newest, (await stat(path)).mtimeMs);
      }
    }
  };
  for (const dir of SOURCES) await walk(dir);
  return `${Math.round(newest)}-${files}`;
}

/** Our sources (the contract too) are bundled; every package is imported from node_modules. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@headless/contract') ? undefined : { external: true },
    );
  },
};

/** `import.meta.url` keeps naming the source file: paths next to it (migrations) still work. */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

async function bundle(outDir) {
  const tsx = createRequire(createRequire(entry).resolve('tsx/package.json'));
  const esbuild = await import(pathToFileURL(tsx.resolve('esbuild')).href);
  const temporary = `${outDir}.${process.pid}`;
  await esbuild.build({
    entryPoints: [entry],
    outdir: temporary,
    bundle: true,
    splitting: true, // each command stays its own chunk, imported when it runs
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: join(platformDir, 'tsconfig.json'),
    plugins: [packagesOutside, sourceUrls],
    logLevel: 'silent',
  });
  await writeFile(join(temporary, 'package.json'), '{"type":"module"}\n');
  // Another command may have put the same bundle in place meanwhile: either will do.
  await rename(temporary, outDir).catch(() => rm(temporary, { recursive: true, force: true }));
}

async function removeOldBundles(current) {
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    if (path === current) continue;
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > OLD_BUNDLE_MS) await rm(path, { recursive: true, force: true });
  }
}

async function bundledEntry() {
  const outDir = join(cacheDir, await sourcesStamp());
  const index = join(outDir, 'index.js');
  if (!(await stat(index).catch(() => undefined))) {
    await mkdir(cacheDir, { recursive: true });
    await bundle(outDir);
    await removeOldBundles(outDir).catch(() => undefined);
  }
  return pathToFileURL(index).href;
}

const bundled = await bundledEntry().catch(() => undefined);
if (bundled) await import(bundled);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
}
