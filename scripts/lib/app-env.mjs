// The environment every test lane gives the code under test: the settings the lane chooses, and
// nothing the caller happened to export or keep in a `.env` / `.env.local`. Without this, a developer
// with BLOG_ADMIN_EMAILS (or REDIS_URL, SMTP_URL …) in their shell or `.env.local` sees tests fail for
// reasons that are not in the code (admin checks refusing, a server reaching for their Redis).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Every variable the app reads, as documented in `.env.example` (one `NAME=` line each). Read from
 * that file so a variable added there is isolated in the tests too; app-env.test.ts checks that
 * every variable lib/config.ts and the cache handlers read is listed there.
 */
export function appEnvNames(exampleFile = path.join(ROOT, '.env.example')) {
  const names = new Set();
  for (const line of fs.readFileSync(exampleFile, 'utf8').split(/\r?\n/)) {
    const m = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    if (m) names.add(m[1]);
  }
  return [...names];
}

/** What a process needs from the machine to run at all (locale, temp folder, PATH …); nothing of the app's. */
const SYSTEM_NAMES = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LANGUAGE', 'TZ', 'TERM'];
const SYSTEM_PREFIXES = ['LC_'];
/**
 * Test-infrastructure knobs that are safe to pass on (they change no behaviour under test). The
 * Playwright report and output folders among them: without them the e2e lane's report was written
 * where scripts/test.mjs does not look, and the lane counted as "0 passed, 1 failed".
 */
const HARNESS_NAMES = ['SEED_PHOTO_CACHE_DIR', 'NODE_EXTRA_CA_CERTS', 'MALLOC_ARENA_MAX', 'CI', 'E2E_JSON_REPORT', 'E2E_OUTPUT_DIR'];
/** The screenshot specs write to the folder named in VISITOR_SCREENSHOTS, ADMIN_SCREENSHOTS … */
const isHarnessName = (name) => HARNESS_NAMES.includes(name) || name.endsWith('_SCREENSHOTS');

/**
 * Values that mean "not set" for each app variable. Empty strings, and not absent keys, because
 * Next loads `.env*` files into any variable that is not defined at all: a defined empty value is
 * what keeps a developer's file out. Where '' is not a valid "unset" for the parser, the default.
 */
const NEUTRAL = { HOME_PAGE: 'landing' };

/**
 * A server or script environment built from an allow-list: the machine's basics, every app
 * variable neutral, then the lane's own `settings` (which win).
 */
export function isolatedEnv(settings = {}, source = process.env) {
  const env = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (SYSTEM_NAMES.includes(name) || isHarnessName(name) || SYSTEM_PREFIXES.some((p) => name.startsWith(p))) env[name] = value;
  }
  for (const name of appEnvNames()) env[name] = NEUTRAL[name] ?? '';
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = String(value);
  return env;
}

/**
 * Removes every app variable from `env` (in place) and returns the names it removed. Vitest runs
 * the code under test in its own process: its config calls this on process.env before any worker
 * starts, so what the caller exported never reaches a test.
 */
export function dropAppEnv(env = process.env) {
  const removed = [];
  for (const name of appEnvNames()) {
    if (name in env) {
      removed.push(name);
      delete env[name];
    }
  }
  return removed;
}
