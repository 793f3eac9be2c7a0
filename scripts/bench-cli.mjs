// `npm run bench:cli`: how long `npm run platform -- <command>` takes, with the platform running
// and not, through npm and with node directly. Prints a markdown table (docs/benchmarks-cli.md).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib/bench-measure.mjs';
import { platformCliCommand } from './lib/commands.mjs';
import { repoRoot } from './lib/paths.mjs';
import { startPlatform, stopPlatform } from './lib/stack.mjs';

const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 7);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4360);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const COMMANDS = [
  ['sites', 'list'],
  ['apps', 'list'],
];

/** Runs one command to its end; resolves with the milliseconds it took. */
function timed(command, args, env, cwd = repoRoot) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    execFile(command, args, { cwd, env, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`));
      else resolve(performance.now() - started);
    });
  });
}

const viaNpm = (args, env) => timed(npm, ['run', '-s', 'platform', '--', ...args], env);
function viaNode(args, env) {
  const { command, args: full, cwd } = platformCliCommand(args);
  return timed(command, full, env, cwd);
}

/**
 * RUNS rounds of every variant, one of each per round in turn, so a machine busy with something
 * else slows them alike. Resolves with one row per variant.
 */
async function measure(scenario, variants) {
  const samples = variants.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [index, variant] of variants.entries()) samples[index].push(await variant.run());
  }
  return variants.map((variant, index) => ({
    scenario,
    name: variant.name,
    median: median(samples[index]),
    min: Math.min(...samples[index]),
    max: Math.max(...samples[index]),
  }));
}

function cliVariants(env, { npmToo = true } = {}) {
  return COMMANDS.flatMap((args) => [
    ...(npmToo
      ? [{ name: `npm run platform -- ${args.join(' ')}`, run: () => viaNpm(args, env) }]
      : []),
    { name: `node (direct) ${args.join(' ')}`, run: () => viaNode(args, env) },
  ]);
}

function floorVariants(env) {
  return [
    { name: 'node -e 0', run: () => timed(process.execPath, ['-e', '0'], env) },
    {
      name: 'node --import tsx -e 0',
      run: () => timed(process.execPath, ['--import', 'tsx', '-e', '0'], env),
    },
    { name: 'npm run platform -- help', run: () => viaNpm(['help'], env) },
    { name: 'node (direct) help', run: () => viaNode(['help'], env) },
  ];
}

function table(rows) {
  const ms = (value) => String(Math.round(value));
  return [
    '| platform | command | median ms | min | max |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) => `| ${r.scenario} | \`${r.name}\` | ${ms(r.median)} | ${ms(r.min)} | ${ms(r.max)} |`,
    ),
  ].join('\n');
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-cli-'));
  /** @type {NodeJS.ProcessEnv} */
  const base = { ...process.env, PLATFORM_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete base.DATABASE_URL;
  delete base.PLATFORM_EMBEDDED_PG_PORT; // the default: the cluster's Unix socket
  const load = [loadavg()[0]];
  const rows = [];
  let platform;
  try {
    const startEach = { ...base, PLATFORM_CLI_KEEP_PG_SECONDS: '0' };
    await viaNode(['seed'], startEach); // initdb and the demo site: not counted
    rows.push(...(await measure('—', floorVariants(startEach))));
    rows.push(
      ...(await measure('not running, nothing kept', cliVariants(startEach, { npmToo: false }))),
    );
    await viaNode(['sites', 'list'], base); // starts the cluster the CLI then keeps
    rows.push(...(await measure('not running, kept by the CLI', cliVariants(base))));
    platform = await startPlatform({ port: PLATFORM_PORT, env: base }); // takes the kept one over
    rows.push(...(await measure('running', cliVariants(base))));
  } finally {
    await stopPlatform(platform);
    await rm(dataDir, { recursive: true, force: true });
  }
  load.push(loadavg()[0]);
  console.log(
    `${RUNS} runs each, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${load.map((l) => l.toFixed(1)).join(' → ')}\n`,
  );
  console.log(table(rows));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
