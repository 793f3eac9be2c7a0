import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The official SDK through the platform's real hostnames (packages/local-platform/README.md, "Run your existing app
// unchanged"): the flows again, with no adapter in the process, plus an app and a browser.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['flows/**/*.test.ts', 'real-hostnames/**/*.test.ts'],
    // Its own Node process with installLocalPlatform: the adapter's README example, not this mode.
    exclude: ['flows/readme-example.test.ts'],
    setupFiles: ['./real-hostnames/no-adapter.ts'],
    globalSetup: ['./real-hostnames/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 200_000,
  },
});
