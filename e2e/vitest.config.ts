import { defineConfig } from 'vitest/config';

// Vitest runs only the contract tests; the Playwright specs (specs/) are Playwright's.
export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts'],
    globalSetup: ['./fixtures/contract-setup.ts'],
    // One platform and database for the whole suite; files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 200_000,
  },
});
