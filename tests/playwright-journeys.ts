import { defineConfig } from '@playwright/test';

/**
 * The serial browser journeys that run against servers a harness script started (prod-rehearsal,
 * scale-out): one worker, no retries, Debian's Chromium (its headless shell, from the harness's CHROME_PATH) at 1280 px, results under
 * test-results/<name>. `baseURL` is the server the harness passes in the environment.
 */
export function journeysConfig({ name, baseURL }: { name: string; baseURL: string | undefined }) {
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    outputDir: process.env.E2E_OUTPUT_DIR ?? `../test-results/${name}`,
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 90_000,
    expect: { timeout: 10_000 },
    forbidOnly: !!process.env.CI,
    reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? `../test-results/${name}-report.json` }]],
    use: {
      baseURL,
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      // Nothing retries here, so a failure keeps its trace: DOM snapshots, without the screencast,
      // which was most of a trace's CPU (docs/decisions/074).
      trace: { mode: 'retain-on-failure', screenshots: false },
      actionTimeout: 15_000,
      navigationTimeout: 30_000,
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
      },
    },
  });
}
