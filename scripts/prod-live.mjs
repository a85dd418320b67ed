#!/usr/bin/env node
// Opt-in: the prod-rehearsal journeys against a REAL Supabase project (a throwaway one: the lane
// migrates its database, applies supabase/policies.sql, creates/updates three admin accounts and
// signs up a few non-admin users). Needs, besides Chromium:
//   SUPABASE_LIVE_URL, SUPABASE_LIVE_ANON_KEY   the project's URL and anon/publishable key
//   SUPABASE_LIVE_SERVICE_ROLE_KEY              to create the admin accounts (app_metadata.role)
//   SUPABASE_LIVE_DATABASE_URL                  the project's Postgres connection string
// and the project's "Confirm email" setting OFF (the non-admin journeys sign up and need a session).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
import { withStack } from './lib/stack.mjs';
import { isolatedEnv } from './lib/app-env.mjs';

const REQUIRED = ['SUPABASE_LIVE_URL', 'SUPABASE_LIVE_ANON_KEY', 'SUPABASE_LIVE_SERVICE_ROLE_KEY', 'SUPABASE_LIVE_DATABASE_URL'];
const ACCOUNTS = [
  { email: 'owner@example.com', password: 'owner-pass-1' },
  { email: 'staff@example.com', password: 'staff-pass-1' },
  { email: 'rotate@example.com', password: 'rotate-pass-1' },
];

export function liveUnavailableReason() {
  if (!process.env.SUPABASE_LIVE_URL)
    return 'opt-in: set SUPABASE_LIVE_URL (and the keys, see scripts/prod-live.mjs) to run against a real Supabase project';
  const missing = REQUIRED.filter((k) => !process.env[k]);
  return missing.length ? `SUPABASE_LIVE_URL is set but ${missing.join(', ')} missing` : null;
}

/** Creates each account, or resets its password, with app_metadata.role = 'admin' (service role). */
async function ensureAdmins(url, serviceKey) {
  const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' };
  const list = await (await fetch(`${url}/auth/v1/admin/users?per_page=1000`, { headers })).json();
  for (const a of ACCOUNTS) {
    const existing = (list.users ?? []).find((u) => u.email === a.email);
    const body = JSON.stringify({ email: a.email, password: a.password, email_confirm: true, app_metadata: { role: 'admin' } });
    const res = existing
      ? await fetch(`${url}/auth/v1/admin/users/${existing.id}`, { method: 'PUT', headers, body })
      : await fetch(`${url}/auth/v1/admin/users`, { method: 'POST', headers, body });
    if (!res.ok) throw new Error(`admin account ${a.email}: ${res.status} ${await res.text()}`);
  }
}

async function main() {
  const reason = liveUnavailableReason();
  if (reason) {
    log(`supabase-live SKIPPED: ${reason}`);
    return 0;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const {
    SUPABASE_LIVE_URL: url,
    SUPABASE_LIVE_ANON_KEY: anonKey,
    SUPABASE_LIVE_SERVICE_ROLE_KEY: serviceKey,
    SUPABASE_LIVE_DATABASE_URL: databaseUrl,
  } = process.env;
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const workDir = makeTempDataDir('pkg-live-');
  try {
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    }
    const port = Number(process.env.REHEARSAL_PORT) || (await freePort());
    const baseUrl = `http://127.0.0.1:${port}`;
    // An allow-list (scripts/lib/app-env.mjs): the caller's exported variables and `.env*` files stay out.
    const env = isolatedEnv({
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      NEXT_PUBLIC_SUPABASE_URL: url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey,
      SITE_URL: builtSiteUrl(distDir) ?? baseUrl, // the build's (scripts/lib/server.mjs)
      BLOG_ADMIN_EMAILS: 'owner@example.com',
      DATA_DIR: path.join(workDir, 'data'),
    });
    if ((await runTsScript('db-migrate.ts', [], { env })).code !== 0) throw new Error('npm run db:migrate failed');
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, prepare: false });
    await sql.unsafe(fs.readFileSync(path.join(ROOT, 'supabase/policies.sql'), 'utf8'));
    await sql`insert into categories (id, name) values (6, 'Hard Box') on conflict (id) do nothing`;
    await sql.end();
    await ensureAdmins(url, serviceKey);

    return await withStack(
      { dir: workDir, servers: () => [{ name: 'app', standalone: true, distDir, port, env, logFile: path.join(workDir, 'server.log') }] },
      async () => {
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
              REHEARSAL_SUPABASE_URL: url,
              REHEARSAL_SUPABASE_ANON_KEY: anonKey,
              REHEARSAL_SUPABASE_SERVICE_KEY: serviceKey,
            },
          },
        );
        return result.code;
      },
    );
  } catch (error) {
    console.error(`\n[supabase-live] ${error instanceof Error ? error.stack : error}`);
    return 1;
  } finally {
    log(`logs in ${workDir}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
