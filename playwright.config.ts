import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys. Run them with `npm run test:e2e` (scripts/e2e.mjs): it builds once, starts
 * `next start` on a fresh DATA_DIR and passes the server's URL in E2E_BASE_URL.
 * Specs choose a viewport with `test.use(...)` or by project: 'desktop' (1280x800) and 'mobile' (390x844).
 * By default every spec runs in 'desktop' only; name a spec `*.mobile.spec.ts` to run it in 'mobile',
 * or `*.both.spec.ts` for both. The 'seeded' project (page weights) runs first, on the catalogue as seeded.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const isCI = !!process.env.CI;

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: isCI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    launchOptions,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    // Page weights are measured on the seeded catalogue, before the other specs add products (the CSV
    // import spec adds 100 to one category, and a category page carries its items for the search).
    {
      name: 'seeded',
      testMatch: ['**/page-weight.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'desktop',
      dependencies: ['seeded'],
      testIgnore: ['**/*.mobile.spec.ts', '**/page-weight.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      dependencies: ['seeded'],
      testMatch: ['**/*.mobile.spec.ts', '**/*.both.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
});
