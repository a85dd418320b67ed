// Shared helpers of the e2e and bench harnesses: find Chromium, pick a free port, build once,
// start `next start` on a temp DATA_DIR, wait for /api/health, always stop the server.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BODY_GUARD_FLAG } from '../../lib/security/body-guard.mjs';
import { isolatedEnv } from './app-env.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export function log(message) {
  console.log(`\x1b[36m[harness]\x1b[0m ${message}`);
}

/** Debian's chromium (or CHROME_PATH); null with a message when none is installed. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c) => c && fs.existsSync(c)) ?? null;
}

export const CHROMIUM_HELP =
  'No Chromium found (looked at CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome).\n' +
  '  Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
  '  or point CHROME_PATH at a Chrome/Chromium binary. (.ci/run installs it automatically.)';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
 * Ctrl-C / SIGTERM ends a harness script once, with 130: the 'exit' hook in startServer kills the
 * server's process group.
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

/**
 * Forgets the pages and data a previous server cached at run time (ISR pages in
 * `server/route-cache`, unstable_cache entries in `cache/fetch-cache`): every lane starts on a fresh
 * database, so a page cached for another run's database must not be served. `distRoot` is the
 * folder that holds `server/` (the dist dir, or its copy inside `standalone/`).
 */
export function resetRuntimeCache(distRoot) {
  for (const dir of [
    ['server', 'route-cache'],
    ['cache', 'fetch-cache'],
  ]) {
    fs.rmSync(path.join(distRoot, ...dir), { recursive: true, force: true });
  }
}

/**
 * Node flags of every production server start (here, `npm start`, the Dockerfile): V8's old space
 * bounded (without a bound V8 lets the heap grow toward ~2 GB before collecting hard), and
 * the body guard loaded before Next (lib/security/body-guard.mjs: oversized or length-less bodies
 * refused from the headers). The guard's path is relative to the working directory, which holds it
 * both for `next start` (the repository) and for the standalone server.js (its folder carries a copy).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', BODY_GUARD_FLAG];

/** The production environment of build, account creation and server: an allow-list (app-env.mjs), so
 * the caller's exported variables or `.env.local` cannot change what a lane tests. */
export function serverEnv({ distDir, dataDir, port, sessionSecret, extra = {} }) {
  return isolatedEnv({
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // glibc keeps a malloc arena per thread (libvips/sharp threads); two bound the fragmentation.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    ADMIN_EMAIL: 'admin@example.com',
    // Production mode: the seeded password must meet the sign-in policy (e2e/accounts.ts ADMIN).
    ADMIN_PASSWORD: 'e2e-admin-Karton-7391',
    BLOG_ADMIN_EMAILS: 'admin@example.com',
    TRUST_PROXY: '1',
    SITE_URL: builtSiteUrl(distDir) ?? `http://127.0.0.1:${port}`,
    // Embedded backend: isolatedEnv leaves DATABASE_URL and Supabase empty (never a developer's own).
    ...extra,
  });
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

/**
 * Starts `next start` (the real binary, not an npx wrapper, so killing it stops the server) in its
 * own process group. Output goes to `logFile` and, when `echo`, to this terminal.
 */
export function startServer({ port, env, logFile, echo = false }) {
  resetRuntimeCache(path.join(ROOT, env.NEXT_DIST_DIR || '.next'));
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', echo ? 'inherit' : out, echo ? 'inherit' : out],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    fs.closeSync(out);
  };
  // Never leave a server behind, whatever happens to this process.
  const onExit = () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  };
  process.once('exit', onExit);
  return { child, stop, hasExited: () => exited };
}

/** Waits until GET /api/health answers 200 (the first start migrates and seeds: can take a while). */
export async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error('the server exited before it became healthy (see its log above)');
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
