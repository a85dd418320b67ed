import { defineConfig } from '@playwright/test';

/**
 * The prod-rehearsal journeys (scripts/prod-rehearsal.mjs starts everything and passes the URLs):
 * the standalone server on PostgreSQL + supabase/policies.sql, with the Supabase stand-in (or, in
 * scripts/prod-live.mjs, a real Supabase project) as Auth and Storage.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/rehearsal',
  fullyParallel: false,
  // One worker: the journeys share one Storage bucket, and the non-admin journey asserts that the
  // bucket did not change while its refused action ran (a parallel admin journey's uploads made
  // that check fail by chance). Serial costs ~20 s.
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '../test-results/rehearsal-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
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
