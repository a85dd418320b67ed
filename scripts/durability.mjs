#!/usr/bin/env node
// `npm test -- --only=durability` (or `node scripts/durability.mjs [playwright args]`): the embedded
// default's data folder survives a SIGKILL, a held lock and a restore (README "Backups", decision 085).
//   1. the e2e lane's build (built here only if missing), its standalone folder copied into a work
//      folder and started as the Dockerfile does (`node server.mjs`) on the embedded database
//   2. one data folder seeded by a first start and stopped cleanly; each journey gets a copy
//   3. Playwright journeys in e2e-durability/, which start, SIGKILL and restart their servers:
//      crash.spec.ts   SIGKILL during writes, repeatedly: every acknowledged write survives
//      lock.spec.ts    a stale pglite.lock naming a live unrelated process, and a second live server
//      backup.spec.ts  `npm run backup` from the running server during writes, `npm run restore`
//                      into a fresh folder, a server on it: the visitor's catalogue, the admin's inbox
//   E2E_DIST_DIR  build folder (default .next-e2e)   DURABILITY_ROUNDS  kills in crash.spec.ts (5)
//   DURABILITY_KEEP=1  keep the work folder (logs/, the data folders, the archive)
import fs from 'node:fs';
import path from 'node:path';
import {
  buildApp,
  builtSiteUrl,
  CHROMIUM_HELP,
  exitOnSignals,
  findChromium,
  freePort,
  log,
  makeTempDataDir,
  printLogTail,
  randomSecret,
  ROOT,
  run,
  serverEnv,
} from './lib/server.mjs';
import { prepareStandalone, resetRuntimeCache, SERVER_ENTRY, SERVER_NODE_FLAGS, startProcess, waitForHealth } from './lib/stack.mjs';

/** The first start on an empty folder migrates and seeds it; a clean stop leaves it for every journey. */
async function seedFolder({ standalone, env, dir, logFile }) {
  const port = await freePort();
  const server = startProcess(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: standalone,
    env: { ...env, DATA_DIR: dir, PORT: String(port), HOSTNAME: '127.0.0.1' },
    logFile,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server);
  } catch (error) {
    printLogTail(logFile);
    throw error;
  } finally {
    await server.stop();
  }
  if (fs.existsSync(path.join(dir, 'pglite.lock'))) throw new Error(`the seeding server did not stop cleanly (${dir}/pglite.lock is left)`);
}

async function main() {
  exitOnSignals();
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const started = Date.now();
  const workDir = makeTempDataDir('pkg-durability-');
  let exitCode = 1;
  try {
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    } else log(`reusing the production build in ${distDir}`);
    // Its own copy: the lanes beside it serve theirs, and each writes its page cache into its folder.
    const standalone = prepareStandalone(distDir, path.join(workDir, 'standalone'));
    resetRuntimeCache(path.join(standalone, distDir));
    const env = serverEnv({
      distDir,
      dataDir: path.join(workDir, 'unused'),
      port: 3000,
      sessionSecret: randomSecret(),
      extra: {
        SITE_URL: builtSiteUrl(distDir) ?? 'http://127.0.0.1:3000',
        // Every acknowledged product save keeps its revision for the crash journey's check.
        REVISIONS_KEEP: '1000',
        // As the Dockerfile: SIGTERM closes the database (a clean stop); SIGKILL is the crash.
        NEXT_MANUAL_SIG_HANDLE: '1',
      },
    });
    const seeded = path.join(workDir, 'seeded');
    await seedFolder({ standalone, env, dir: seeded, logFile: path.join(workDir, 'seed.log') });
    log(`seeded data folder ready (${((Date.now() - started) / 1000).toFixed(0)} s)`);

    const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const result = await run(
      process.execPath,
      [pwCli, 'test', '--config', 'e2e-durability/playwright.config.ts', ...process.argv.slice(2)],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          CHROME_PATH: chromium,
          DURABILITY_WORK: workDir,
          DURABILITY_STANDALONE: standalone,
          DURABILITY_DIST_DIR: distDir,
          DURABILITY_SEEDED: seeded,
          DURABILITY_SERVER_ENV: JSON.stringify(env),
        },
      },
    );
    exitCode = result.code;
    log(`durability lane: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (exitCode !== 0) log(`journeys failed; server logs in ${workDir}/logs`);
  } catch (error) {
    console.error(`\n[durability] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
  } finally {
    if (exitCode === 0 && !process.env.DURABILITY_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`kept ${workDir}`);
  }
  return exitCode;
}

process.exitCode = await main();
