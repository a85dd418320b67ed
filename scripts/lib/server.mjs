// Shared helpers of the harnesses: find Chromium, build once, the production environment of a
// server on a temp DATA_DIR. Ports, processes and the health wait live in stack.mjs (re-exported
// here for the scripts that import them from this module).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isolatedEnv } from './app-env.mjs';
import { devCacheEnv } from './dev-cache.mjs';
import { ADMIN } from './e2e-accounts.mjs';
import { ROOT } from './stack.mjs';

export { CHROMIUM_HELP, findChromium } from './browser.mjs';
export {
  freePort,
  resetRuntimeCache,
  ROOT,
  SERVER_NODE_FLAGS,
  sleep,
  startServer,
  startStandalone,
  waitForHealth,
  withStack,
} from './stack.mjs';

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export function log(message) {
  console.log(`\x1b[36m[harness]\x1b[0m ${message}`);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', (error) => {
      console.error(error);
      resolve({ code: 1, output });
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Runs one of the project's TypeScript scripts (`scripts/db-migrate.ts`, `db-seed.ts`,
 * `admin-create.ts` …) with tsx under the `react-server` condition: `lib/db` is `server-only`, which
 * resolves to an empty module only there (the npm scripts pass the same flag).
 */
export function runTsScript(script, args = [], options = {}) {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return run(process.execPath, [tsx, '--conditions=react-server', path.join(ROOT, 'scripts', script), ...args], options);
}

/** Prints the last `lines` lines of a server log to stderr (after a failure); quiet when there is none. */
export function printLogTail(file, lines = 40) {
  try {
    const all = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    console.error(`--- last lines of ${file} ---\n${all.slice(-lines).join('\n')}\n---`);
  } catch {
    // no log
  }
}

/**
 * Ctrl-C / SIGTERM ends a harness script once, with 130: the 'exit' hook of every process started
 * through stack.mjs kills its process group.
 */
export function exitOnSignals() {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.exit(130);
    });
  }
}

export function randomSecret() {
  return crypto.randomBytes(48).toString('base64url');
}

// The SITE_URL a harness build was made with (prerendered pages carry it, and a production server
// refuses to start with another one): every lane that reuses the build starts with this value,
// whatever port it listens on.
const SITE_URL_FILE = 'harness-site-url';

export function builtSiteUrl(distDir) {
  try {
    return fs.readFileSync(path.join(ROOT, distDir, SITE_URL_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** The production environment of build, account creation and server: an allow-list (app-env.mjs), so
 * the caller's exported variables or `.env.local` cannot change what a lane tests. */
export function serverEnv({ distDir, dataDir, port, sessionSecret, extra = {} }) {
  return isolatedEnv({
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // glibc keeps a malloc arena per thread (libvips/sharp threads); two bound the fragmentation.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    // As npm start and the image: idle connections outlive the proxies' (Varnish, nginx: 60 s).
    KEEP_ALIVE_TIMEOUT: '65000',
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    // The seeded admin; production mode: its password meets the sign-in policy (e2e-accounts.mjs).
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BLOG_ADMIN_EMAILS: ADMIN.email,
    TRUST_PROXY: '1',
    SITE_URL: builtSiteUrl(distDir) ?? `http://127.0.0.1:${port}`,
    // Embedded backend: isolatedEnv leaves DATABASE_URL and Supabase empty (never a developer's own).
    // A fresh DATA_DIR starts from the cached empty cluster and seed photos `npm run dev` keeps: the
    // same empty database and photos, without PGlite's initdb and the photo rendering (12–20 s a start).
    ...harnessCacheEnv(),
    ...extra,
  });
}

function harnessCacheEnv() {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'));
  return devCacheEnv(process.env, os.homedir(), version);
}

/** `next build` into distDir, starting from a clean `<distDir>/cache` (no stale unstable_cache entries). */
export async function buildApp(env) {
  const distDir = env.NEXT_DIST_DIR;
  fs.rmSync(path.join(ROOT, distDir, 'cache'), { recursive: true, force: true });
  log(`next build → ${distDir}`);
  const started = Date.now();
  // Types are checked by `npm run typecheck` (its own lane in `npm test`), not again inside the build.
  const buildEnv = { ...env, NEXT_SKIP_TYPECHECK: process.env.NEXT_SKIP_TYPECHECK ?? '1' };
  // `next build` adds `<distDir>/types/**` to tsconfig.json's include list; the harness builds are
  // throwaway, so the tracked tsconfig.json is put back as it was.
  const tsconfigPath = path.join(ROOT, 'tsconfig.json');
  const tsconfig = fs.readFileSync(tsconfigPath, 'utf8');
  const { code } = await run(process.execPath, [NEXT_BIN, 'build'], { env: buildEnv });
  if (fs.readFileSync(tsconfigPath, 'utf8') !== tsconfig) fs.writeFileSync(tsconfigPath, tsconfig);
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  // The build's own fetch/unstable_cache entries must not be served by the test server either.
  fs.rmSync(path.join(ROOT, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  fs.writeFileSync(path.join(ROOT, distDir, SITE_URL_FILE), env.SITE_URL ?? '');
  log(`build done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Reuses the build in `env.NEXT_DIST_DIR` when it has a BUILD_ID and `reuse` is true, else builds.
 * The e2e lane builds (reuse only with E2E_SKIP_BUILD); the load lane reuses the e2e lane's build.
 */
export async function ensureBuild(env, { reuse }) {
  const buildId = path.join(ROOT, env.NEXT_DIST_DIR, 'BUILD_ID');
  if (reuse && fs.existsSync(buildId)) {
    const age = (Date.now() - fs.statSync(buildId).mtimeMs) / 60_000;
    log(`reusing the build in ${env.NEXT_DIST_DIR} (built ${age.toFixed(0)} min ago)`);
    return false;
  }
  await buildApp(env);
  return true;
}

export function makeTempDataDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
