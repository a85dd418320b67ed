#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args, e.g. e2e/smoke.spec.ts --project desktop>]`
// Builds ONCE (NEXT_DIST_DIR=.next-e2e, or E2E_DIST_DIR), checks that no browser chunk carries
// database code, then runs Playwright, whose webServer (playwright.config.ts → scripts/e2e-server.mjs)
// creates a fresh temporary DATA_DIR and the e2e accounts, starts `next start` in production mode
// and stops it at the end. `npx playwright test e2e/<spec>` does the same minus the fresh build.
//   E2E_PORT=3203          fixed port (default: a free one)
//   E2E_DIST_DIR=.next-x   build folder
//   E2E_SKIP_BUILD=1       reuse the existing build in the build folder (fast re-runs while writing specs)
//   E2E_BUILD_ONLY=1       build and check the client chunks, run no journeys (npm test's build lane)
//   E2E_KEEP_DATA=1        keep the temporary DATA_DIR (its path is printed)
//   E2E_SERVER_LOG=1       show the server's output live (it is always written to a server.log, printed on failure)
import fs from 'node:fs';
import path from 'node:path';
import {
  CHROMIUM_HELP,
  ensureBuild,
  findChromium,
  freePort,
  log,
  makeTempDataDir,
  randomSecret,
  ROOT,
  run,
  serverEnv,
  exitOnSignals,
  printLogTail,
} from './lib/server.mjs';
import { assertNoDatabaseCode } from './lib/client-bundle-check.mjs';

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const workDir = makeTempDataDir('pkg-e2e-run-');
  const logFile = path.join(workDir, 'server.log');
  log(`chromium: ${chromium}; build: ${distDir}`);

  let exitCode = 1;
  try {
    // The build's SITE_URL is where a server of this build says it lives; every later start reuses it.
    const port = Number(process.env.E2E_PORT) || (await freePort());
    const buildEnv = serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port, sessionSecret: randomSecret() });
    await ensureBuild(buildEnv, { reuse: !!process.env.E2E_SKIP_BUILD });
    // No database code in what the browser downloads: the lane fails before any spec runs.
    log(`client chunks without database code: ${assertNoDatabaseCode(path.join(ROOT, distDir))}`);
    // `npm test` builds in a lane of its own, so lanes that need no build can start beside the journeys.
    if (process.env.E2E_BUILD_ONLY) {
      exitCode = 0;
      return exitCode;
    }

    const env = { ...process.env, CHROME_PATH: chromium, E2E_DIST_DIR: distDir, E2E_SERVER_LOG_FILE: logFile };
    // This lane's server is the one Playwright's webServer starts, never one named in your shell.
    delete env.E2E_BASE_URL;
    delete env.E2E_HARNESS_PORTS;
    const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    exitCode = (await run(process.execPath, [pwCli, 'test', ...process.argv.slice(2)], { env })).code;
    if (exitCode !== 0) {
      log(`Playwright failed; server log: ${logFile}`);
      if (process.env.CI) printLogTail(logFile, 60); // the temp folder is gone with the CI machine
    }
  } catch (error) {
    console.error(`\n[e2e] ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    if (exitCode === 0) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`kept ${workDir}`);
  }
  return exitCode;
}

exitOnSignals();

process.exitCode = await main();
