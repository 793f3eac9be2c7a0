// Reads test totals from the summaries Vitest and Playwright print, so `npm test` can add them up,
// and the lines naming failures, so the summary (often all a CI log keeps) says what failed.

// eslint-disable-next-line no-control-regex -- the escape character is what colour codes start with
const ANSI = /\u001b\[[0-9;]*m/g;

/** Vitest: "      Tests  12 passed | 1 failed (13)". */
function vitestCounts(text) {
  const counts = { passed: 0, failed: 0, found: false };
  for (const match of text.matchAll(/^\s*Tests\s+(.+)\(\d+\)\s*$/gm)) {
    counts.found = true;
    counts.passed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
    counts.failed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
  }
  return counts;
}

/** Playwright's list reporter: "  14 passed (32.1s)" and "  2 failed" on their own lines. */
function playwrightCounts(text) {
  const passed = [...text.matchAll(/^\s*(\d+) passed(?: \([^)]*\))?\s*$/gm)];
  const failed = [...text.matchAll(/^\s*(\d+) (?:failed|flaky|interrupted)\s*$/gm)];
  const sum = (matches) => matches.reduce((total, m) => total + Number(m[1]), 0);
  return { passed: sum(passed), failed: sum(failed), found: passed.length + failed.length > 0 };
}

/** Test counts in a step's output, or undefined when it printed none (format, lint, typecheck). */
export function testCounts(output) {
  const text = output.replace(ANSI, '');
  const vitest = vitestCounts(text);
  if (vitest.found) return { passed: vitest.passed, failed: vitest.failed };
  const playwright = playwrightCounts(text);
  return playwright.found ? { passed: playwright.passed, failed: playwright.failed } : undefined;
}

const FAILURE_LINE = [
  /^\s*FAIL\s+\S/, // Vitest: " FAIL  src/x.test.ts > suite > test"
  /^\s*(?:\w*Error:|⎯+ Unhandled)/, // the error each failure printed, and Vitest's unhandled errors
  /^\s*\d+\) \[[^\]]+\] ›/, // Playwright: "  1) [chromium] › spec.ts:12:3 › title"
];

/** The lines of a step's output that name what failed, without repeats, at most `limit`. */
export function failureLines(output, limit = 20) {
  const lines = output.replace(ANSI, '').split('\n');
  const named = lines.filter((line) => FAILURE_LINE.some((pattern) => pattern.test(line)));
  return [...new Set(named.map((line) => line.trim()))].slice(0, limit);
}
