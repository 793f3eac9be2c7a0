import { defineConfig, devices } from '@playwright/test';
import { appUrl } from './test/ports.ts';

// Debian's Chromium (CHROMIUM_PATH names another); the platform and the app are started by the
// global setup on ports other than the kit's defaults (test/ports.ts).
export default defineConfig({
  testDir: './test',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/global-setup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL: appUrl, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
          ],
        },
      },
    },
  ],
});
