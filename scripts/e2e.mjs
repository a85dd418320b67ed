#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args, e.g. e2e/smoke.spec.ts --project desktop>]`
// Builds ONCE (NEXT_DIST_DIR=.next-e2e, or E2E_DIST_DIR), creates a fresh temporary DATA_DIR, creates
// the e2e accounts, starts `next start` in production mode, waits for /api/health, runs Playwright
// and always stops the server.
//   E2E_PORT=3203          fixed port (default: a free one)
//   E2E_DIST_DIR=.next-x   build folder
//   E2E_SKIP_BUILD=1       reuse the existing build in the build folder (fast re-runs while writing specs)
//   E2E_KEEP_DATA=1        keep the temporary DATA_DIR (its path is printed)
//   E2E_SERVER_LOG=1       show the server's output live (it is always written to <DATA_DIR>/../server.log)
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
  startServer,
  waitForHealth,
  runTsScript,
  exitOnSignals,
  printLogTail,
} from './lib/server.mjs';
import { assertNoDatabaseCode } from './lib/client-bundle-check.mjs';

const E2E_ACCOUNTS = [
  { email: 'editor@example.com', password: 'e2e-editor-Kotak-5820' },
  { email: 'pwchange@example.com', password: 'e2e-pwchange-Tas-4417' },
];

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const workDir = makeTempDataDir('pkg-e2e-');
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  // Inquiry mails go to a local SMTP sink that e2e/quote-to-inbox.spec.ts starts on this port (the
  // other specs' mails find nothing listening and are recorded as failed, as in production).
  const smtpPort = await freePort();
  // External blog images are copied on save from allow-listed hosts only: e2e/admin-blog-images
  // serves one on this port.
  const blogImagePort = await freePort();
  const env = serverEnv({
    distDir,
    dataDir,
    port,
    sessionSecret: randomSecret(),
    extra: {
      CHROME_PATH: chromium,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SALES_EMAIL: 'sales@example.com',
      BLOG_IMAGE_HOSTS: `127.0.0.1:${blogImagePort}`,
      E2E_BLOG_IMAGE_PORT: String(blogImagePort),
    },
  });
  log(`chromium: ${chromium}; build: ${distDir}; DATA_DIR: ${dataDir}; port: ${port}`);

  let server;
  let exitCode = 1;
  try {
    await ensureBuild(env, { reuse: !!process.env.E2E_SKIP_BUILD });
    // No database code in what the browser downloads: the lane fails before any spec runs.
    log(`client chunks without database code: ${assertNoDatabaseCode(path.join(ROOT, distDir))}`);

    // PGlite allows one process per data folder: accounts are created before the server starts.
    await createAccounts(env);

    log('starting next start …');
    const started = Date.now();
    server = startServer({ port, env, logFile, echo: !!process.env.E2E_SERVER_LOG });
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(baseUrl, server);
    } catch (error) {
      printLogTail(logFile, 60);
      throw error;
    }
    log(`server healthy at ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const result = await run(process.execPath, [pwCli, 'test', ...process.argv.slice(2)], {
      env: { ...env, NODE_ENV: 'test', E2E_BASE_URL: baseUrl },
    });
    exitCode = result.code;
    if (exitCode !== 0) {
      log(`Playwright failed; server log: ${logFile}`);
      if (process.env.CI) printLogTail(logFile, 60); // the temp folder is gone with the CI machine
    }
  } catch (error) {
    console.error(`\n[e2e] ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    if (server) await server.stop();
    if (process.env.E2E_KEEP_DATA || exitCode !== 0) log(`kept ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
  return exitCode;
}

async function createAccounts(env) {
  const script = path.join(ROOT, 'scripts', 'admin-create.ts');
  if (!fs.existsSync(script)) {
    log('WARNING: scripts/admin-create.ts does not exist yet: the editor and pwchange accounts are NOT created');
    return;
  }
  for (const account of E2E_ACCOUNTS) {
    log(`admin:create ${account.email}`);
    const { code } = await runTsScript('admin-create.ts', ['--email', account.email, '--password', account.password], { env });
    if (code !== 0) throw new Error(`admin:create failed for ${account.email} (exit ${code})`);
  }
}

exitOnSignals();

process.exitCode = await main();
