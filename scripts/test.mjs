#!/usr/bin/env node
// `npm test`: every lane in order, then a summary and one line `N passed, N failed[, N skipped]`.
//   lint → typecheck → unit → integration (PGlite, then PostgreSQL when installed) → e2e → load → prod-rehearsal
//   (cdn beside it) → scale-out (image: the Dockerfile from scratch, and edge-rehearsal beside it) → supabase-live (opt-in)
// Before the lanes: Node 24 (fetched when older, scripts/setup/node.mjs) and the Debian packages the
// selected lanes need (scripts/setup/system-packages.mjs: installed as root, else the command to run).
// A new lane: one entry in LANES (name, title, run; `unavailable` when it may be skipped; `beside`
// to run it in the background with a lane that mostly waits) and its Debian packages in SYSTEM_PACKAGES.
// Options: --only=unit,int-pglite   --skip=e2e   (lane names: see LANES below)
// Environment: E2E_DIST_DIR, E2E_PORT (passed to scripts/e2e.mjs), CI (Playwright retries once),
//   LOAD_PORT, LOAD_DURATION, LOAD_CONNECTIONS (passed to scripts/load.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_HELP, findChromium, ROOT, run } from './lib/server.mjs';
import { countPlaywright, countVitest, formatTotals, readJsonCounts } from './lib/report.mjs';
import { postgresUnavailableReason, startThrowawayPostgres } from './pg-throwaway.mjs';
import { liveUnavailableReason } from './prod-live.mjs';
import { redisUnavailableReason } from './lib/redis-server.mjs';
import { varnishUnavailableReason } from './lib/varnish.mjs';
import { edgeRehearsalLane } from './lib/edge-worker.mjs';
import { checkLockInSync } from './lib/lock-check.mjs';
import { reexecOnSupportedNode } from './setup/node.mjs';
import { ensureSystemPackages } from './setup/system-packages.mjs';

// On an older Node (this machine's /usr/bin/node may be 20) run again under Node 24 fetched from the
// npm registry; the lanes, npm and every child process then use it.
await reexecOnSupportedNode();

const bin = (...p) => path.join(ROOT, 'node_modules', ...p);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-test-report-'));

const args = process.argv.slice(2);
const listArg = (name) =>
  args
    .filter((a) => a.startsWith(`--${name}=`))
    .flatMap((a) => a.slice(name.length + 3).split(','))
    .filter(Boolean);
const only = listArg('only');
const skip = listArg('skip');

function vitestLane(project, file, env = {}) {
  return async () => {
    const { code } = await run(
      process.execPath,
      [
        bin('vitest', 'vitest.mjs'),
        'run',
        '--project',
        project,
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      { env: { ...process.env, ...env } },
    );
    return { code, counts: countVitest(file) };
  };
}

/**
 * A lane that runs scripts/<script> and reads its report: Playwright's JSON (E2E_JSON_REPORT) or
 * `{ counts }` (report: 'json'). No report means the harness failed before any test: one failure.
 */
function scriptLane(script, { browser = false, report = 'playwright', reportEnv = 'E2E_JSON_REPORT' } = {}) {
  return async ({ quiet = false } = {}) => {
    if (browser && !findChromium()) {
      console.error(CHROMIUM_HELP);
      return single(1);
    }
    const file = path.join(reportDir, `${script}.json`);
    const { code, output } = await run(process.execPath, [path.join(ROOT, 'scripts', script)], {
      env: { ...process.env, [reportEnv]: file },
      quiet,
    });
    if (quiet) console.log(`\n━━━ output of ${script} (ran in the background) ━━━\n${output.trimEnd()}\n━━━ end of ${script} ━━━`);
    const counts = report === 'json' ? readJsonCounts(file) : countPlaywright(file);
    return { code, counts: counts ?? single(code || 1).counts };
  };
}

/** Lanes without a test count (lint, typecheck) count as one check each. */
const single = (code) => ({ code, counts: { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 } });
const LANES = [
  {
    name: 'lint',
    title: 'lint (npm ci --dry-run on the lock, prettier --check ., eslint .)',
    run: async () => {
      // All three always run, so one pass reports lock, formatting and lint findings together.
      const lock = checkLockInSync(ROOT);
      if (!lock.ok) console.error(`[test] npm ci would refuse package-lock.json:\n${lock.output}`);
      const format = (await run(process.execPath, [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.'])).code;
      const lint = (await run(process.execPath, [bin('eslint', 'bin', 'eslint.js'), '.'])).code;
      return single((lock.ok ? 0 : 1) || format || lint);
    },
  },
  {
    name: 'typecheck',
    title: 'typecheck (next typegen && tsc --noEmit)',
    run: async () => {
      const typegen = await run(process.execPath, [bin('next', 'dist', 'bin', 'next'), 'typegen']);
      if (typegen.code !== 0) return single(typegen.code);
      return single((await run(process.execPath, [bin('typescript', 'bin', 'tsc'), '--noEmit'])).code);
    },
  },
  {
    name: 'unit',
    title: 'unit tests (vitest project unit)',
    run: vitestLane('unit', path.join(reportDir, 'unit.json')),
  },
  {
    name: 'int-pglite',
    title: 'integration tests on PGlite (vitest project integration)',
    run: vitestLane('integration', path.join(reportDir, 'int-pglite.json'), { TEST_DATABASE: '', TEST_PG_URL: '' }),
  },
  {
    name: 'int-postgres',
    title: 'integration tests on a throwaway PostgreSQL server',
    unavailable: () => postgresUnavailableReason(),
    run: async () => {
      const server = await startThrowawayPostgres();
      console.log(`[test] ${server.description}`);
      try {
        return await vitestLane('integration', path.join(reportDir, 'int-postgres.json'), {
          TEST_DATABASE: 'postgres',
          TEST_PG_URL: server.url,
        })();
      } finally {
        server.stop();
        console.log('[test] PostgreSQL stopped');
      }
    },
  },
  {
    name: 'e2e',
    title: 'browser journeys (Playwright + Chromium against next build && next start)',
    run: scriptLane('e2e.mjs', { browser: true }),
  },
  {
    name: 'load',
    title: 'load (autocannon 20 s × 50 connections on next start, memory after load, 100 MB and held bodies)',
    unavailable: () => (process.platform === 'linux' ? null : 'reads server memory from /proc (Linux only)'),
    run: scriptLane('load.mjs', { report: 'json', reportEnv: 'LOAD_JSON_REPORT' }),
  },
  {
    // Reuses the e2e lane's build (one production build for every browser lane), like scale-out.
    name: 'prod-rehearsal',
    title: 'production rehearsal (standalone build on PostgreSQL + policies.sql + Supabase stand-in, Playwright)',
    unavailable: () => postgresUnavailableReason(),
    run: scriptLane('prod-rehearsal.mjs', { browser: true }),
  },
  {
    name: 'scale-out',
    title: 'scale-out (two standalone instances of the e2e build, one Redis, one PostgreSQL, Playwright)',
    unavailable: () => redisUnavailableReason() ?? postgresUnavailableReason(),
    run: scriptLane('scale-out.mjs', { browser: true }),
  },
  {
    name: 'cdn',
    beside: 'prod-rehearsal', // mostly waits (the proxy's 30 s lifetime); own standalone copy and ports
    title: 'cdn (the e2e build behind Varnish honouring its headers: cached pages, uncached 404s, edits within the bound, purge)',
    unavailable: () => varnishUnavailableReason(),
    run: scriptLane('cdn.mjs', { browser: true }),
  },
  edgeRehearsalLane(scriptLane),
  {
    name: 'supabase-live',
    title: 'the same journeys against a real Supabase project (opt-in: SUPABASE_LIVE_URL)',
    unavailable: () => liveUnavailableReason(),
    run: scriptLane('prod-live.mjs'),
  },
  {
    // A clean replay of the Dockerfile (its own npm ci and build; reuses nothing of the e2e build).
    name: 'image',
    // CPU-bound and sharing nothing with the e2e build: it runs while scale-out and cdn mostly wait
    // (a post scheduled 40 s ahead, the proxy's 30 s lifetime); its output is printed when it ends.
    beside: 'scale-out',
    title: 'image (the Dockerfile replayed in a temp folder: npm ci, build, CMD as an unprivileged user, read-only app)',
    unavailable: () => (process.platform === 'linux' ? null : 'needs Linux users and permissions'),
    run: scriptLane('image.mjs', { report: 'json', reportEnv: 'IMAGE_JSON_REPORT' }),
  },
];

const unknown = [...only, ...skip].filter((n) => !LANES.some((l) => l.name === n));
if (unknown.length) {
  console.error(`unknown lane(s): ${unknown.join(', ')}; lanes are ${LANES.map((l) => l.name).join(', ')}`);
  process.exit(2);
}

const selected = LANES.filter((l) => (!only.length || only.includes(l.name)) && !skip.includes(l.name)).map((l) => l.name);
if (!ensureSystemPackages(selected)) process.exit(1);

function skipReason(lane) {
  if (only.length && !only.includes(lane.name)) return `not selected (--only=${only.join(',')})`;
  if (skip.includes(lane.name)) return 'skipped on request (--skip)';
  return lane.unavailable?.() ?? null;
}

async function runLane(lane, quiet = false) {
  const started = Date.now();
  try {
    return { outcome: await lane.run({ quiet }), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    console.error(`[test] ${lane.name}: ${error instanceof Error ? error.message : error}`);
    return { outcome: single(1), seconds: (Date.now() - started) / 1000 };
  }
}

const results = [];
const background = new Map();
const startedAll = Date.now();
for (const [index, lane] of LANES.entries()) {
  const banner = `[${index + 1}/${LANES.length}] ${lane.title}`;
  const reason = skipReason(lane);
  if (reason) {
    console.log(`\n\x1b[33m━━━ ${banner}: SKIPPED, ${reason}\x1b[0m`);
    results.push({ lane, status: 'skipped', reason, seconds: 0 });
    continue;
  }
  for (const other of LANES.filter((l) => l.beside === lane.name && !skipReason(l) && !background.has(l.name))) {
    console.log(`\n\x1b[36m━━━ ${other.name}: started in the background, beside ${lane.name}\x1b[0m`);
    background.set(other.name, runLane(other, true));
  }
  console.log(`\n\x1b[1;36m━━━ ${banner}${background.has(lane.name) ? ` (ran beside ${lane.beside})` : ''} ━━━\x1b[0m`);
  const { outcome, seconds } = await (background.get(lane.name) ?? runLane(lane));
  const failed = outcome.code !== 0 || outcome.counts.failed > 0;
  // A lane that exits non-zero with no failed test (e.g. a crash in setup) still counts as failed.
  if (failed && outcome.counts.failed === 0) outcome.counts.failed = 1;
  results.push({ lane, status: failed ? 'failed' : 'passed', counts: outcome.counts, seconds });
  console.log(`\x1b[${failed ? '31' : '32'}m━━━ ${lane.name}: ${failed ? 'FAILED' : 'passed'} in ${seconds.toFixed(0)} s\x1b[0m`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
console.log(`\n\x1b[1m━━━ Summary (${((Date.now() - startedAll) / 1000).toFixed(0)} s) ━━━\x1b[0m`);
for (const r of results) {
  const name = r.lane.name.padEnd(15);
  if (r.status === 'skipped') {
    console.log(`  ${name} skipped   ${r.reason}`);
    continue;
  }
  totals.passed += r.counts.passed;
  totals.failed += r.counts.failed;
  totals.skipped += r.counts.skipped;
  const detail = `${formatTotals(r.counts)}${['lint', 'typecheck'].includes(r.lane.name) ? ' (1 check)' : ''}`;
  console.log(`  ${name} ${r.status.padEnd(9)} ${detail.padEnd(34)} ${r.seconds.toFixed(0).padStart(4)} s`);
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(formatTotals(totals));
process.exitCode = results.some((r) => r.status === 'failed') ? 1 : 0;
