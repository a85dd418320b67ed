import { defineConfig } from '@playwright/test';

/**
 * The scale-out journeys (scripts/scale-out.mjs starts Redis, PostgreSQL and two instances of one
 * build, and passes SCALE_A_URL / SCALE_B_URL). The admin works on instance A (baseURL); the
 * checks read instance B. Serial: the journeys stop and restart the one Redis.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/scale-out',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '../test-results/scale-out-report.json' }]],
  use: {
    baseURL: process.env.SCALE_A_URL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    },
  },
});
