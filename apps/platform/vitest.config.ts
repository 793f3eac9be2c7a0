import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The machine is small and every file talks to the one PostgreSQL of the run.
    maxWorkers: 2,
  },
});
