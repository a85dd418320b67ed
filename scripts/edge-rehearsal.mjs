#!/usr/bin/env node
// `npm test -- --only=edge-rehearsal` (or `node scripts/edge-rehearsal.mjs [playwright args]`): the
// README's "Deploying on Cloudflare Workers" on this machine, then browser journeys against workerd.
//   1. the production build SHARED with the e2e lane (built here only if missing), turned into a
//      Worker without a second `next build` (scripts/lib/edge-worker.mjs: `--skipNextBuild`)
//   2. throwaway PostgreSQL + the Supabase-like schema, `npm run db:migrate`, supabase/policies.sql,
//      the Supabase stand-in (as the production rehearsal)
//   3. the Worker in `wrangler dev` (workerd + miniflare's R2 and D1) on loopback
//   4. Playwright: the production rehearsal's journeys (e2e-rehearsal/) and the Worker's own
//      (e2e-edge/: page cache, tag invalidation, scheduled posts, 404s, per-request parts)
// Skipped (exit 0 with a reason) only when PostgreSQL server binaries are missing.
//   E2E_DIST_DIR  build folder (default .next-e2e)   EDGE_PORT  the Worker's port (default free)
//   EDGE_HOLD=1   no journeys: the Worker and its backends stay up until Ctrl-C (to try it by hand)
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, builtSiteUrl, CHROMIUM_HELP, findChromium, freePort, log, makeTempDataDir, randomSecret } from './lib/server.mjs';
import { ROOT, run, serverEnv } from './lib/server.mjs';
import { postgresUnavailableReason } from './pg-throwaway.mjs';
import { withStack } from './lib/stack.mjs';
import { JWT_EXPIRY_SECONDS } from './lib/standin.mjs';
import { bundleWorker, startWorker } from './lib/edge-worker.mjs';
import { prepareEdgeBackends } from './lib/edge-backends.mjs';

async function main() {
  const skip = postgresUnavailableReason();
  if (skip) {
    log(`edge-rehearsal SKIPPED: ${skip}`);
    return 0;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const workDir = makeTempDataDir('pkg-edge-');

  // 1. The shared build, then only OpenNext's bundling step.
  if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
    await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
  } else log(`reusing the production build in ${distDir}`);
  const bundled = await bundleWorker({ distDir, logFile: path.join(workDir, 'bundle.log') });
  log(`Worker bundled from ${distDir} in ${bundled.seconds.toFixed(1)} s (no second next build)`);

  const port = Number(process.env.EDGE_PORT) || (await freePort());
  let standin;
  let workerEnv;
  return withStack(
    {
      dir: workDir,
      postgres: true,
      prepare: async (stack) => {
        log(stack.postgres.description);
        ({ standin, env: workerEnv } = await prepareEdgeBackends(stack, {
          workDir,
          siteUrl: builtSiteUrl(distDir) ?? `http://127.0.0.1:${port}`,
        }));
      },
    },
    async (stack) => {
      // 3. The Worker.
      const worker = await startWorker({ dir: bundled.dir, port, logDir: workDir, env: workerEnv });
      stack.defer(() => worker.stop());
      log(`Worker at ${worker.url}: first answer (cold start) in ${Math.round(worker.coldStartMs)} ms; log ${worker.logFile}`);
      if (process.env.EDGE_HOLD === '1') {
        log(`EDGE_HOLD=1: the Worker stays up at ${worker.url} (database ${stack.postgres.url}) until Ctrl-C`);
        return new Promise((done) => ['SIGINT', 'SIGTERM'].forEach((s) => process.once(s, () => done(0))));
      }
      const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
      const result = await run(process.execPath, [pwCli, 'test', '--config', 'e2e-edge/playwright.config.ts', ...process.argv.slice(2)], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          CHROME_PATH: chromium,
          E2E_BASE_URL: worker.url,
          REHEARSAL_HOST: 'workers',
          REHEARSAL_SUPABASE_URL: standin.url,
          REHEARSAL_SUPABASE_ANON_KEY: standin.anonKey,
          REHEARSAL_SUPABASE_SERVICE_KEY: standin.serviceKey,
          REHEARSAL_JWT_EXPIRY: String(JWT_EXPIRY_SECONDS),
          EDGE_DATABASE_URL: stack.postgres.url,
          EDGE_STATE_DIR: path.join(bundled.dir, '.wrangler', 'state'),
          EDGE_SITE_URL: builtSiteUrl(distDir) ?? '',
        },
      });
      if (result.code !== 0) log(`journeys failed; Worker log: ${worker.logFile}`);
      return result.code;
    },
  );
}

process.exitCode = await main().catch((error) => (console.error(error), 1));
