import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/lib/browser.mjs';
import { prepareE2eEnv } from './scripts/lib/e2e-env.mjs';

/**
 * Browser journeys. `npx playwright test [e2e/<spec>]` starts the server itself (webServer:
 * scripts/e2e-server.mjs builds into .next-e2e when no build is there, creates the e2e accounts on a
 * fresh DATA_DIR and runs `next start`); `npm run test:e2e` (scripts/e2e.mjs) builds fresh first.
 * E2E_BASE_URL set by you: a server you started, none is started here.
 * Specs choose a viewport with `test.use(...)` or by project: 'desktop' (1280x800) and 'mobile' (390x844).
 * By default every spec runs in 'desktop' only; name a spec `*.mobile.spec.ts` to run it in 'mobile',
 * or `*.both.spec.ts` for both: there, only tests tagged BOTH_WIDTHS (e2e/fixtures.ts) run at 390 px
 * too, since a journey whose steps do not depend on the width costs twice and checks nothing more.
 * With any *_SCREENSHOTS folder set every test of a `*.both.spec.ts` runs at both widths (screenshots).
 * The 'seeded' project (page weights) runs first, on the catalogue as seeded.
 */
const ownServer = prepareE2eEnv();
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const executablePath = findChromium() ?? '/usr/bin/chromium';
const isCI = !!process.env.CI;
const takingScreenshots = Object.keys(process.env).some((name) => name.endsWith('_SCREENSHOTS') && process.env[name]);

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
  // Three workers on 2 cores: with the headless shell and the server no longer collecting garbage
  // without pause (decisions 074, 075) two left the cores 12 % idle; three keep them busy (316 → 276 s).
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: isCI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }]],
  webServer: ownServer
    ? {
        command: `"${process.execPath}" scripts/e2e-server.mjs`,
        url: `${baseURL}/api/health`,
        // A first run builds (minutes on 2 cores), then migrates and seeds on the first start.
        timeout: 20 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        // SIGTERM lets the script stop next start's process group and delete its DATA_DIR.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      }
    : undefined,
  use: {
    baseURL,
    launchOptions,
    locale: 'en-US',
    // A trace records screencast frames and DOM snapshots on every action, about a sixth of the lane's
    // CPU. On CI (one retry) only the retry of a failed test records one; locally each failure keeps
    // its trace. E2E_TRACE overrides (on, off, retain-on-failure, on-first-retry).
    trace: (process.env.E2E_TRACE as 'on') ?? (isCI ? 'on-first-retry' : 'retain-on-failure'),
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
      // The file name is part of the title Playwright matches, so every *.mobile.spec.ts test is kept.
      grep: takingScreenshots ? undefined : [/\.mobile\.spec\.ts/, /@both-widths/],
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
