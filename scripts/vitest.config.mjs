import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The root scripts' own tests (`npm run test:scripts`): start-up checks and repository rules.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['scripts/**/*.test.mjs'],
    testTimeout: 60_000,
  },
});
