#!/usr/bin/env node
// `npm test`: every lane in order, then a summary and one line `N passed, N failed[, N skipped]`.
//   lint (typecheck and unit beside it) → build → e2e → integration on PGlite (on PostgreSQL beside
//   it, when installed) → load (edge-rehearsal and image beside it) → prod-rehearsal (cdn and
//   scale-out beside it) → supabase-live (opt-in). Order and summary: lib/lane-runner.mjs. Where each
//   lane sits follows the cores' busy share the summary prints per lane (docs/decisions/073).
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
import { ROOT, run } from './lib/server.mjs';
import { laneKinds } from './lib/lane-kinds.mjs';
import { runLanes, single } from './lib/lane-runner.mjs';
import { postgresUnavailableReason, startThrowawayPostgres } from './pg-throwaway.mjs';
import { liveUnavailableReason } from './prod-live.mjs';
import { redisUnavailableReason } from './lib/redis-server.mjs';
import { varnishUnavailableReason } from './lib/varnish.mjs';
import { tmpfsUnavailableReason } from './lib/tmpfs.mjs';
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

const { vitestLane, commandsLane, scriptLane } = laneKinds(reportDir);

let built = false;
// The integration files marked engine-independent run once (decision 072): on PostgreSQL when its lane
// runs in this call (quicker there), else on PGlite, so they always run somewhere.
const engineIndependent = () => ({
  TEST_ENGINE_INDEPENDENT: skipReason(LANES.find((l) => l.name === 'int-postgres')) ? 'pglite' : 'postgres',
});
const LANES = [
  {
    name: 'lint',
    check: true,
    title: 'lint (npm ci --dry-run on the lock, prettier --check ., eslint ., madge --circular)',
    // All four always run, so one pass reports lock, formatting, lint and import-cycle findings together.
    run: commandsLane(
      [
        () => {
          const lock = checkLockInSync(ROOT);
          return { code: lock.ok ? 0 : 1, output: lock.ok ? '' : `[test] npm ci would refuse package-lock.json:\n${lock.output}\n` };
        },
        [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.'],
        [bin('eslint', 'bin', 'eslint.js'), '.'],
        // No run-time import cycle between files (the `madge` settings in package.json: type-only and dynamic imports skipped).
        [bin('madge', 'bin', 'cli.js'), '--circular', '--no-spinner', 'app', 'components', 'lib', 'middleware.ts'],
      ],
      true,
    ),
  },
  {
    // eslint and tsc each keep one core busy: typecheck and unit run beside lint.
    name: 'typecheck',
    check: true,
    beside: 'lint',
    title: 'typecheck (next typegen && tsc --noEmit)',
    run: commandsLane([
      [bin('next', 'dist', 'bin', 'next'), 'typegen'],
      [bin('typescript', 'bin', 'tsc'), '--noEmit'],
    ]),
  },
  {
    name: 'unit',
    beside: 'lint',
    title: 'unit tests (vitest projects unit and unit-isolated)',
    run: vitestLane(['unit', 'unit-isolated'], path.join(reportDir, 'unit.json')),
  },
  {
    // The e2e lane's build, which every browser lane reuses; it keeps both cores busy, so it runs alone.
    name: 'build',
    check: true,
    title: 'the e2e build (next build into .next-e2e, no database code in client chunks)',
    run: async ({ quiet = false } = {}) => {
      const { code, output } = await run(process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')], {
        env: { ...process.env, E2E_BUILD_ONLY: '1' },
        quiet,
      });
      built = code === 0;
      return { ...single(code), output: quiet ? output : undefined };
    },
  },
  {
    name: 'e2e',
    title: 'browser journeys (Playwright + Chromium against next build && next start)',
    // Built by the build lane in this run: reused (`--only=e2e` builds, as `npm run test:e2e` does).
    run: scriptLane('e2e.mjs', { browser: true, env: () => (built ? { E2E_SKIP_BUILD: '1' } : {}) }),
  },
  {
    // After the journeys, the two integration suites side by side (each on its own databases): beside
    // the journeys they doubled them, as all want the CPU (docs/decisions/054).
    name: 'int-pglite',
    title: 'integration tests on PGlite (vitest project integration)',
    run: vitestLane('integration', path.join(reportDir, 'int-pglite.json'), () => ({
      TEST_DATABASE: '',
      TEST_PG_URL: '',
      ...engineIndependent(),
    })),
  },
  {
    name: 'int-postgres',
    beside: 'int-pglite',
    title: 'integration tests on a throwaway PostgreSQL server',
    unavailable: () => postgresUnavailableReason(),
    run: async ({ quiet = false } = {}) => {
      const server = await startThrowawayPostgres();
      console.log(`[test] ${server.description}`);
      try {
        return await vitestLane('integration', path.join(reportDir, 'int-postgres.json'), {
          TEST_DATABASE: 'postgres',
          TEST_PG_URL: server.url,
          ...engineIndependent(),
        })({ quiet });
      } finally {
        server.stop();
        console.log('[test] PostgreSQL stopped');
      }
    },
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
    // Beside prod-rehearsal: its journeys wait on a post scheduled 40 s ahead and on a frozen Redis.
    beside: 'prod-rehearsal',
    run: scriptLane('scale-out.mjs', { browser: true }),
  },
  {
    name: 'cdn',
    beside: 'prod-rehearsal', // mostly waits (the proxy's 30 s lifetime); own standalone copy and ports
    title: 'cdn (the e2e build behind Varnish honouring its headers: cached pages, uncached 404s, edits within the bound, purge)',
    unavailable: () => varnishUnavailableReason(),
    run: scriptLane('cdn.mjs', { browser: true }),
  },
  {
    // Durability: SIGKILL during writes, the data folder's lock, backup → restore → browser. Reuses the
    // e2e lane's build (one production build for every browser lane) in its own standalone copy.
    name: 'durability',
    title: 'durability (the e2e build killed during writes, a stale lock, backup → restore → browser, Playwright)',
    run: scriptLane('durability.mjs', { browser: true }),
  },
  {
    // A full disk: the data folder on a small tmpfs of its own, filled up (decision 086). Root only.
    name: 'full-disk',
    title: 'full disk (the e2e build on a filled-up tmpfs: health low and full, refusals in three languages, a real ENOSPC, space back)',
    unavailable: () => tmpfsUnavailableReason(),
    run: scriptLane('full-disk.mjs', { browser: true }),
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
    // CPU-bound and sharing nothing with the e2e build: it runs beside load, which keeps only about
    // half of the two cores busy (its server idles between its phases); its output is printed at its turn.
    beside: 'load',
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

const ok = await runLanes(LANES, skipReason);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exitCode = ok ? 0 : 1;
