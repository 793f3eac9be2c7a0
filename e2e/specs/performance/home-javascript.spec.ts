import {
  EXTRA_JAVASCRIPT_BUDGET_KB,
  FRAMEWORK_PATH,
  homeJavaScript,
} from '../../../scripts/lib/bench-measure.mjs';
import { expect, storefrontUrl, test } from '../../fixtures';

// The frame's own JavaScript stays small: what `/` loads beyond the framework's floor (/about, a
// static page with no client component of its own), gzipped, as `npm run bench` measures it. It
// grew unnoticed once (docs/benchmarks.md, Home page): the header's link and menu were bundled a
// second time into the shell's chunk.
test(`/ loads at most ${EXTRA_JAVASCRIPT_BUDGET_KB} KB of JavaScript beyond ${FRAMEWORK_PATH}`, async ({
  browser,
}) => {
  const { javascript, frameworkJavascript, extraGzipBytes } = await homeJavaScript(
    browser,
    storefrontUrl,
  );
  const names = (summary: typeof javascript) =>
    summary.scripts.map(({ url, gzipBytes }) => `${new URL(url).pathname} ${gzipBytes} B`);
  expect(
    extraGzipBytes,
    `/:\n${names(javascript).join('\n')}\n${FRAMEWORK_PATH}:\n${names(frameworkJavascript).join('\n')}`,
  ).toBeLessThanOrEqual(EXTRA_JAVASCRIPT_BUDGET_KB * 1024);
});
