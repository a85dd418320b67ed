#!/usr/bin/env node
// `node scripts/edge-up.mjs`: the Worker built by `npm run build:cloudflare`, served by `wrangler dev`
// (workerd + miniflare) on loopback against the production rehearsal's backends: a throwaway
// PostgreSQL with the Supabase-like schema, `db:migrate`, supabase/policies.sql and the Supabase
// stand-in. Prints the URL and stays up until Ctrl-C (or EDGE_UP_ONCE=1: checks the home page and
// a product page answer 200, then stops; exit 1 otherwise). With arguments, runs the production
// rehearsal's Playwright journeys (e2e-rehearsal/) against the Worker and passes the arguments on
// (e.g. `node scripts/edge-up.mjs session.spec.ts`). The first slice of the edge rehearsal.
//   EDGE_PORT  the Worker's port (default 5200; SITE_URL is the build's)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { builtSiteUrl, findChromium, log, makeTempDataDir, ROOT, run, runTsScript } from './lib/server.mjs';
import { isolatedEnv } from './lib/app-env.mjs';
import { JWT_EXPIRY_SECONDS, REHEARSAL_ACCOUNTS, startStandin } from './lib/standin.mjs';
import { postgresUnavailableReason, startThrowawayPostgres } from './pg-throwaway.mjs';

async function main() {
  const skip = postgresUnavailableReason();
  if (skip) return void log(`edge-up SKIPPED: ${skip}`);
  if (!fs.existsSync(path.join(ROOT, '.open-next', 'worker.js')))
    throw new Error('no .open-next/worker.js: run `npm run build:cloudflare` first');
  const workDir = makeTempDataDir('pkg-edge-');
  const cleanups = [];
  const port = Number(process.env.EDGE_PORT) || 5200;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const pg = await startThrowawayPostgres();
    cleanups.push(() => pg.stop());
    log(pg.description);
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    await sql.unsafe(fs.readFileSync(path.join(ROOT, 'tests/supabase/supabase-like-schema.sql'), 'utf8'));
    const standin = await startStandin({
      databaseUrl: pg.url,
      storageRoot: path.join(workDir, 'storage'),
      logFile: path.join(workDir, 'standin.log'),
      accounts: REHEARSAL_ACCOUNTS,
      jwtExpiry: JWT_EXPIRY_SECONDS,
    });
    cleanups.push(() => standin.stop());
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: pg.url,
      NEXT_PUBLIC_SUPABASE_URL: standin.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: standin.anonKey,
      // The build's own (a production server refuses another one); OpenNext builds into .next.
      SITE_URL: builtSiteUrl('.next') ?? `http://localhost:${port}`,
      BLOG_ADMIN_EMAILS: 'owner@example.com',
      TRUST_PROXY: '1',
    };
    const migrated = await runTsScript('db-migrate.ts', [], { env: isolatedEnv({ ...env, DATA_DIR: path.join(workDir, 'data') }) });
    if (migrated.code !== 0) throw new Error('npm run db:migrate failed');
    await sql.unsafe(fs.readFileSync(path.join(ROOT, 'supabase/policies.sql'), 'utf8'));
    // One category and one product, so a product page has something to show.
    await sql`insert into categories (id, name) values (6, 'Hard Box') on conflict (id) do nothing`;
    await sql`insert into items (id, item_name, item_description, category_id) values (1, 'Edge Box', 'A box served by the Worker', 6) on conflict (id) do nothing`;
    await sql.end();

    // The Worker's variables: wrangler reads them from a dotenv file (locally what `wrangler secret put` sets).
    const envFile = path.join(workDir, 'worker.env');
    fs.writeFileSync(
      envFile,
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n',
    );
    // OpenNext's populateCache writes the prerendered pages into miniflare's default state folder
    // (.wrangler/state); a fresh one per run, so no page of an earlier run is served.
    fs.rmSync(path.join(ROOT, '.wrangler', 'state'), { recursive: true, force: true });
    const bin = path.join(ROOT, 'node_modules', '.bin');
    await runChild(path.join(bin, 'opennextjs-cloudflare'), ['populateCache', 'local'], workDir);
    const wrangler = spawn(
      path.join(bin, 'wrangler'),
      [
        'dev',
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--env-file',
        envFile,
        '--inspector-port',
        String(port + 1),
        '--show-interactive-dev-session=false',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
        stdio: ['ignore', fs.openSync(path.join(workDir, 'wrangler.log'), 'a'), fs.openSync(path.join(workDir, 'wrangler.log'), 'a')],
      },
    );
    cleanups.push(
      () => new Promise((done) => (wrangler.exitCode !== null ? done() : (wrangler.once('exit', done), wrangler.kill('SIGTERM')))),
    );
    await waitFor(`${baseUrl}/`, 120_000);
    log(`Worker at ${baseUrl} (logs in ${workDir})`);
    // With arguments: the production rehearsal's Playwright journeys against the Worker.
    if (process.argv.length > 2) return await journeys(baseUrl, standin, process.argv.slice(2));
    if (process.env.EDGE_UP_ONCE !== '1') return await new Promise((done) => process.once('SIGINT', () => done(0)));
    let failed = 0;
    for (const page of ['/', '/id', '/product/1', '/id/product/1', '/product/1']) {
      const started = performance.now();
      const response = await fetch(baseUrl + page, { redirect: 'manual' });
      log(`${page}: ${response.status} in ${Math.round(performance.now() - started)} ms`);
      if (response.status !== 200) failed++;
    }
    return failed ? 1 : 0;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

async function journeys(baseUrl, standin, args) {
  const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
  const result = await run(process.execPath, [pwCli, 'test', '--config', 'e2e-rehearsal/playwright.config.ts', ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      CHROME_PATH: findChromium(),
      E2E_BASE_URL: baseUrl,
      REHEARSAL_SUPABASE_URL: standin.url,
      REHEARSAL_SUPABASE_ANON_KEY: standin.anonKey,
      REHEARSAL_SUPABASE_SERVICE_KEY: standin.serviceKey,
      REHEARSAL_JWT_EXPIRY: String(JWT_EXPIRY_SECONDS),
    },
  });
  return result.code;
}

function runChild(command, args, logDir) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(path.join(logDir, 'populate.log'), 'a');
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0]} exited ${code}; see ${logDir}/populate.log`)),
    );
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

process.exitCode = await main().catch((error) => (console.error(error), 1));
