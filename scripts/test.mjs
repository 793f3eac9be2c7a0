// `npm test`: every check in order, stopping at the first failure, then one summary.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { failureLines, testCounts } from './lib/test-counts.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Every workspace but the Playwright runs (own steps below): e2e and the own-app starter. */
const PLAYWRIGHT_WORKSPACES = ['@headless/e2e', '@headless/own-app'];

function unitTestWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return workspaces
    .map((dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).name)
    .filter((name) => !PLAYWRIGHT_WORKSPACES.includes(name))
    .flatMap((name) => ['-w', name]);
}

const STEPS = [
  { name: 'format', command: npm, args: ['exec', '--', 'prettier', '--check', '.'] },
  {
    name: 'lint',
    command: npm,
    args: ['exec', '--', 'eslint', '.', '--max-warnings', '0'],
  },
  // The root script: every workspace's typecheck, then the scripts' own (scripts/tsconfig.json).
  { name: 'typecheck', command: npm, args: ['run', 'typecheck'] },
  {
    name: 'unit and integration tests',
    command: npm,
    args: ['test', ...unitTestWorkspaces(), '--if-present'],
  },
  { name: 'script tests', command: npm, args: ['run', 'test:scripts'] },
  { name: 'contract tests', command: npm, args: ['run', 'test:contract', '-w', '@headless/e2e'] },
  {
    name: 'official SDK compatibility',
    command: process.execPath,
    args: [join(repoRoot, 'scripts/official-sdk.mjs')],
  },
  // The starter app in Chromium against `npm run platform:start` on ports of its own.
  { name: 'own-app starter (Playwright)', command: npm, args: ['test', '-w', '@headless/own-app'] },
  { name: 'e2e (Playwright)', command: npm, args: ['test', '-w', '@headless/e2e'] },
];

/** Runs a step with its output shown as it comes and kept for the test counts. */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.once('error', (error) => resolve({ ok: false, output: String(error), seconds: 0 }));
    child.once('exit', (code) =>
      resolve({ ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

/** A step without test counts (format, lint, typecheck) counts as one check. */
function tally(result) {
  const counts = testCounts(result.output);
  if (!counts) return result.ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  // A runner that crashed after its summary still failed.
  return !result.ok && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

function describe(step, result, counts) {
  if (!result) return `not run  ${step.name}`;
  const tests = testCounts(result.output)
    ? ` (${counts.passed} passed, ${counts.failed} failed)`
    : '';
  return `${result.ok ? 'ok      ' : 'FAILED  '} ${step.name}${tests} in ${result.seconds} s`;
}

async function main() {
  const lines = [];
  const total = { passed: 0, failed: 0 };
  let failedStep;
  for (const step of STEPS) {
    if (failedStep) {
      lines.push(describe(step, undefined));
      continue;
    }
    console.log(`\n=== ${step.name}: ${[step.command, ...step.args].join(' ')}\n`);
    const result = await run(step);
    const counts = tally(result);
    total.passed += counts.passed;
    total.failed += counts.failed;
    lines.push(describe(step, result, counts));
    if (!result.ok) failedStep = { ...step, failures: failureLines(result.output) };
  }
  console.log(`\n=== Summary\n\n${lines.join('\n')}\n`);
  if (failedStep) {
    console.log(`Stopped at the first failure: ${failedStep.name}.\n`);
    if (failedStep.failures.length > 0) console.log(`${failedStep.failures.join('\n')}\n`);
  }
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(failedStep ? 1 : 0);
}

main();
