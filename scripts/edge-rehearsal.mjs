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
import postgres from 'postgres';
import { buildApp, builtSiteUrl, CHROMIUM_HELP, findChromium, freePort, log, makeTempDataDir, randomSecret } from './lib/server.mjs';
import { ROOT, run, runTsScript, serverEnv } from './lib/server.mjs';
import { postgresUnavailableReason } from './pg-throwaway.mjs';
import { withStack } from './lib/stack.mjs';
import { isolatedEnv } from './lib/app-env.mjs';
import { JWT_EXPIRY_SECONDS, REHEARSAL_ACCOUNTS, startStandin } from './lib/standin.mjs';
import { bundleWorker, startWorker } from './lib/edge-worker.mjs';

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
  if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.js'))) {
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
        const databaseUrl = stack.postgres.url;
        const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
        await sql.unsafe(fs.readFileSync(path.join(ROOT, 'tests/supabase/supabase-like-schema.sql'), 'utf8'));
        standin = await startStandin({
          databaseUrl,
          storageRoot: path.join(workDir, 'storage'),
          logFile: path.join(workDir, 'standin.log'),
          accounts: REHEARSAL_ACCOUNTS,
          jwtExpiry: JWT_EXPIRY_SECONDS,
        });
        stack.defer(() => standin.stop());
        // The Worker's variables and secrets (wrangler.jsonc adds its `vars`). No TRUST_PROXY: on
        // Workers the visitor's address is CF-Connecting-IP (TRUST_CF_CONNECTING_IP in wrangler.jsonc).
        workerEnv = {
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          NEXT_PUBLIC_SUPABASE_URL: standin.url,
          NEXT_PUBLIC_SUPABASE_ANON_KEY: standin.anonKey,
          SITE_URL: builtSiteUrl(distDir) ?? `http://127.0.0.1:${port}`,
          BLOG_ADMIN_EMAILS: 'owner@example.com',
        };
        // 2. README: `npm run db:migrate` from a machine with the same settings, then policies.sql.
        const env = isolatedEnv({ ...workerEnv, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: path.join(workDir, 'data') });
        const migrated = await runTsScript('db-migrate.ts', [], { env });
        if (migrated.code !== 0) throw new Error('npm run db:migrate failed');
        await sql.unsafe(fs.readFileSync(path.join(ROOT, 'supabase/policies.sql'), 'utf8'));
        // A category to file products in, and one product the page-cache journeys read.
        await sql`insert into categories (id, name) values (6, 'Hard Box') on conflict (id) do nothing`;
        await sql`insert into items (id, item_name, item_description, category_id) values (1, 'Edge Box', 'Served by the Worker', 6) on conflict (id) do nothing`;
        await sql.end();
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
