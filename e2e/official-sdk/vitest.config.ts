import { defineConfig } from 'vitest/config';

// The official SDK against one local platform; files run one after another on it.
export default defineConfig({
  test: {
    include: ['flows/**/*.test.ts', 'coverage-map/**/*.test.ts'],
    setupFiles: ['./kit/transport.ts'],
    globalSetup: ['./kit/setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 200_000,
  },
});
