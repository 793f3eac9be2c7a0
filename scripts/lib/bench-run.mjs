// The frame the benchmarks share: a scratch directory, the results file, the exit on failure.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { startPlatform, stopPlatform } from './stack.mjs';

/** Runs `use(dataDir)` with a fresh scratch directory, removed afterwards whatever happens. */
export async function withScratchDir(name, use) {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  try {
    return await use(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `use(platform, env)` against a platform of the benchmark's own, on its own embedded
 * PostgreSQL (`ports.platform`, `ports.postgres`) in a scratch directory; stopped afterwards.
 */
export function withBenchPlatform(name, ports, use) {
  return withScratchDir(name, async (dataDir) => {
    const env = {
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_EMBEDDED_PG_PORT: String(ports.postgres),
      PLATFORM_HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'warn',
    };
    let platform;
    try {
      console.log('Starting the platform…');
      platform = await startPlatform({ port: ports.platform, env });
      return await use(platform, env);
    } finally {
      await stopPlatform(platform);
    }
  });
}

/** Writes `record`, dated, to `file` at the repository root, and prints `table` with its name. */
export async function writeResults(file, record, table) {
  const dated = { date: new Date().toISOString(), ...record };
  await writeFile(join(repoRoot, file), `${JSON.stringify(dated, null, 2)}\n`);
  console.log(`\n${table}\n\nWritten to ${file}.`);
}

/** Runs a benchmark's `main`; a failure prints its message and exits 1. */
export function runBenchmark(main) {
  main().catch((error) => {
    console.error(error?.message ?? error);
    process.exit(1);
  });
}
