#!/usr/bin/env node
// The e2e lane's server, as Playwright's `webServer` starts it (playwright.config.ts), so that
// `npx playwright test e2e/<spec>` works alone and in an editor: builds into E2E_DIST_DIR only when
// no build is there (`npm run test:e2e` builds fresh before), creates the e2e accounts on a fresh
// temporary DATA_DIR, then runs `next start` until Playwright sends SIGTERM, and deletes the folder
// (kept after a failed start, or with E2E_KEEP_DATA=1). The ports and URLs come from the config.
import fs from 'node:fs';
import path from 'node:path';
import { CREATED_ACCOUNTS } from './lib/e2e-accounts.mjs';
import { startMailbox } from './lib/e2e-mailbox.mjs';
import { ensureBuild, log, makeTempDataDir, printLogTail, randomSecret, runTsScript, serverEnv } from './lib/server.mjs';
import { startServer, waitForHealth } from './lib/stack.mjs';

const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
const port = Number(process.env.E2E_PORT);
if (!port) {
  console.error('[e2e-server] E2E_PORT is not set: start it through playwright.config.ts (npx playwright test)');
  process.exit(2);
}
const workDir = makeTempDataDir('pkg-e2e-');
// `npm run test:e2e` names a log file outside this folder, so the log outlives a failed run.
const logFile = process.env.E2E_SERVER_LOG_FILE || path.join(workDir, 'server.log');
const env = serverEnv({
  distDir,
  dataDir: path.join(workDir, 'data'),
  port,
  sessionSecret: randomSecret(),
  extra: {
    CHROME_PATH: process.env.CHROME_PATH ?? '',
    // Every mail goes to the run's SMTP sink on this port, started below (scripts/lib/e2e-mailbox.mjs).
    SMTP_URL: process.env.SMTP_URL ?? '',
    SALES_EMAIL: 'sales@example.com',
    // External blog images are copied on save from allow-listed hosts only: e2e/admin-blog-images
    // serves one on this port.
    BLOG_IMAGE_HOSTS: process.env.BLOG_IMAGE_HOSTS ?? '',
    E2E_BLOG_IMAGE_PORT: process.env.E2E_BLOG_IMAGE_PORT ?? '',
  },
});

let server = null;
let mailbox = null;
let failed = false;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server) await server.stop();
  if (mailbox) await mailbox.close();
  if (failed || process.env.E2E_KEEP_DATA) log(`kept ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  await ensureBuild(env, { reuse: true });
  // PGlite allows one process per data folder: accounts are created before the server starts. The
  // first run also migrates and seeds (the seeded ADMIN). Run as under the test runner, so the
  // fixture accounts' hashes take an eighth of scrypt's work (lib/auth/password.ts): the journeys sign
  // in a few hundred times. The server checks them with the parameters stored in each hash, as it
  // does any account's; the load lane keeps the full cost.
  for (const account of CREATED_ACCOUNTS) {
    const { code } = await runTsScript(
      'admin-create.ts',
      ['--email', account.email, '--password', account.password, '--role', account.role],
      { env: { ...env, NODE_ENV: 'test' } },
    );
    if (code !== 0) throw new Error(`admin:create failed for ${account.email} (exit ${code})`);
  }
  if (process.env.SMTP_URL && process.env.E2E_MAILBOX_PORT) {
    mailbox = await startMailbox(Number(new URL(process.env.SMTP_URL).port), Number(process.env.E2E_MAILBOX_PORT));
  }
  const started = Date.now();
  server = startServer({ port, env, logFile, echo: !!process.env.E2E_SERVER_LOG });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  log(`server healthy on port ${port} after ${((Date.now() - started) / 1000).toFixed(1)} s; DATA_DIR ${env.DATA_DIR}`);
  server.child.once('exit', (code) => {
    if (stopping) return;
    failed = true;
    console.error(`[e2e-server] next start exited (${code}) while the journeys ran`);
    printLogTail(logFile, 60);
    void stop(1);
  });
} catch (error) {
  failed = true;
  console.error(`[e2e-server] ${error instanceof Error ? error.message : error}`);
  printLogTail(logFile, 60);
  await stop(1);
}
