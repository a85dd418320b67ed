#!/usr/bin/env node
// `npm test -- --only=prod-rehearsal` (or `node scripts/prod-rehearsal.mjs [playwright args]`):
// the README's "Deploying on Supabase", step by step, on this machine, then browser journeys.
//   1. throwaway PostgreSQL + the Supabase-like roles/auth/storage schema (what a Supabase project has)
//   2. `npm run db:migrate` with DATABASE_URL, then `psql -f supabase/policies.sql` (via postgres.js)
//   3. the Supabase stand-in (tests/supabase-standin) as NEXT_PUBLIC_SUPABASE_URL/ANON_KEY, with
//      a short access-token lifetime so the journeys cross a refresh
//   4. the production build SHARED with the e2e lane (built here only if missing; Supabase settings
//      are read at run time), started as the deployer does: `node <dist>/standalone/server.mjs`
//   5. Playwright journeys in e2e-rehearsal/
// Skipped (exit 0 with a reason) only when PostgreSQL server binaries are missing.
//   E2E_DIST_DIR  build folder (default .next-e2e)   REHEARSAL_PORT  server port (default free)
//   SUPABASE_LIVE_URL + SUPABASE_LIVE_ANON_KEY: see scripts/prod-live.mjs (opt-in, real project).
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import {
  buildApp,
  builtSiteUrl,
  CHROMIUM_HELP,
  findChromium,
  freePort,
  log,
  makeTempDataDir,
  randomSecret,
  ROOT,
  run,
  serverEnv,
  runTsScript,
} from './lib/server.mjs';
import { postgresUnavailableReason } from './pg-throwaway.mjs';
import { withStack } from './lib/stack.mjs';
import { isolatedEnv } from './lib/app-env.mjs';
import { JWT_EXPIRY_SECONDS, REHEARSAL_ACCOUNTS, startStandin } from './lib/standin.mjs';

async function main() {
  const skip = postgresUnavailableReason();
  if (skip) {
    log(`prod-rehearsal SKIPPED: ${skip}`);
    return 0;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const workDir = makeTempDataDir('pkg-rehearsal-');
  let exitCode = 1;
  try {
    // 4 (first: the slowest step, shared). Built exactly as the e2e lane builds it, embedded env.
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    } else log(`reusing the production build in ${distDir}`);

    const port = Number(process.env.REHEARSAL_PORT) || (await freePort());
    const baseUrl = `http://127.0.0.1:${port}`;
    let env;
    let standin;
    exitCode = await withStack(
      {
        dir: workDir,
        // 1. The "Supabase project's" Postgres.
        postgres: true,
        prepare: async (stack) => {
          log(stack.postgres.description);
          const databaseUrl = stack.postgres.url;
          const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
          await sql.unsafe(fs.readFileSync(path.join(ROOT, 'tests/supabase/supabase-like-schema.sql'), 'utf8'));

          // 2. The stand-in (Auth + Storage), on the project's Postgres.
          standin = await startStandin({
            databaseUrl,
            storageRoot: path.join(workDir, 'storage'),
            logFile: path.join(workDir, 'standin.log'),
            accounts: REHEARSAL_ACCOUNTS,
            jwtExpiry: JWT_EXPIRY_SECONDS,
          });
          stack.defer(() => standin.stop());
          log(`Supabase stand-in at ${standin.url}`);

          // 3. README step 2: the deployment's environment (no SESSION_SECRET: Supabase signs the sessions).
          // An allow-list (scripts/lib/app-env.mjs): the caller's exported variables and `.env*` files stay out.
          env = isolatedEnv({
            NODE_ENV: 'production',
            NEXT_TELEMETRY_DISABLED: '1',
            DATABASE_URL: databaseUrl,
            NEXT_PUBLIC_SUPABASE_URL: standin.url,
            NEXT_PUBLIC_SUPABASE_ANON_KEY: standin.anonKey,
            // The Admin API: the Team screen (invite, re-role, remove) and two-factor resets.
            SUPABASE_SERVICE_ROLE_KEY: standin.serviceKey,
            SITE_URL: builtSiteUrl(distDir) ?? baseUrl, // the build's (scripts/lib/server.mjs)
            BLOG_ADMIN_EMAILS: 'owner@example.com',
            TRUST_PROXY: '1',
            DATA_DIR: path.join(workDir, 'data'),
          });

          // README steps 3 and 4: `npm run db:migrate`, then supabase/policies.sql.
          const migrated = await runTsScript('db-migrate.ts', [], { env });
          if (migrated.code !== 0) throw new Error('npm run db:migrate failed');
          await sql.unsafe(fs.readFileSync(path.join(ROOT, 'supabase/policies.sql'), 'utf8'));
          // The company's catalogue already has its categories; the rehearsal adds one to file products in.
          await sql`insert into categories (id, name) values (6, 'Hard Box') on conflict (id) do nothing`;
          await sql.end();
        },
        // 5. README step 5: the standalone server.
        servers: () => [{ name: 'app', standalone: true, distDir, port, env, logFile: path.join(workDir, 'server.log') }],
      },
      async () => {
        log(`standalone server healthy at ${baseUrl}`);
        // 6. Journeys.
        const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
        const result = await run(
          process.execPath,
          [pwCli, 'test', '--config', 'e2e-rehearsal/playwright.config.ts', ...process.argv.slice(2)],
          {
            env: {
              ...process.env,
              NODE_ENV: 'test',
              CHROME_PATH: chromium,
              E2E_BASE_URL: baseUrl,
              REHEARSAL_SUPABASE_URL: standin.url,
              REHEARSAL_SUPABASE_ANON_KEY: standin.anonKey,
              REHEARSAL_SUPABASE_SERVICE_KEY: standin.serviceKey,
              REHEARSAL_JWT_EXPIRY: String(JWT_EXPIRY_SECONDS),
            },
          },
        );
        return result.code;
      },
    );
    if (exitCode !== 0) log(`journeys failed; logs in ${workDir} (server.log, standin.log)`);
  } catch (error) {
    console.error(`\n[prod-rehearsal] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
  } finally {
    if (exitCode === 0 && !process.env.REHEARSAL_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`kept ${workDir}`);
  }
  return exitCode;
}

process.exitCode = await main();
