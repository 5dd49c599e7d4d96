import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.js';

// End-to-end tests drive the console through the browser host in a Chromium found on the machine
// or, failing that, the one from npm (see e2e/support/chromium.ts; no browser download needed).
// Each test gets its own console with fresh folders, started while the test before it runs
// (e2e/fixtures.ts). One worker: two at once on two cores took longer (10.4 against 6.2 minutes)
// and timed out waiting. The config is ESM, so the browser is resolved here with a top-level
// await, in the runner and in each worker alike.
const launchOptions = await chromiumLaunchOptions();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts/test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'artifacts/playwright-report' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
