#!/usr/bin/env node
// `npm run bench [-- /path …]`: builds (NEXT_DIST_DIR=.next-bench, clean cache), starts the production
// server on a temporary seeded database, warms every URL, then in one run reports every figure of
// the public-page performance goals (printed and written to .bench/results.json):
//   1. throughput: autocannon (10 connections, BENCH_DURATION s) per URL, p50/p95/p99, relative to a
//      static file, to /robots.txt (Next's floor) and to the prerendered home, client JS per page;
//   2. an uncached-render pass: product pages not rendered yet (their slug addresses, from the
//      sitemap), once each, 10 concurrent, p95; fewer pages rendered than meant fails the bench;
//   3. a Lighthouse pass (mobile, Debian's Chromium, 3 runs per page, median score/LCP/TBT);
//   4. the peak RSS of the server's process tree over all of it;
//   5. the site search again with 10,000 generated products more (BENCH_SEARCH_10K=0 skips it).
// Not part of `npm test`. Environment:
//   BENCH_DIST_DIR=.next-x  BENCH_PORT=3300  BENCH_DURATION=5  BENCH_CONNECTIONS=10  BENCH_SKIP_BUILD=1
//   BENCH_DB=postgres (a throwaway PostgreSQL via DATABASE_URL instead of the embedded database)
//   BENCH_LIGHTHOUSE=0 (skip the Lighthouse pass)  BENCH_LIGHTHOUSE_RUNS=3
// `npm run bench -- --instances=2`: the two-instance mode (scripts/bench-scale-out.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_URLS, LIGHTHOUSE_PAGES, ROBOTS_BASELINE, STATIC_BASELINE } from './bench-urls.mjs';
import { printSummary, printThroughput } from './lib/bench-report.mjs';
import { throughputVerdicts, uncachedVerdict, withRatios } from './lib/bench-stats.mjs';
import { lighthousePass } from './lib/lighthouse-pass.mjs';
import { clientJs, measure } from './lib/measure.mjs';
import { MB, rssSampler, treeRss } from './lib/proc-mem.mjs';
import {
  ensureBuild,
  freePort,
  log,
  makeTempDataDir,
  randomSecret,
  ROOT,
  serverEnv,
  sleep,
  startServer,
  waitForHealth,
  runTsScript,
  exitOnSignals,
} from './lib/server.mjs';
import { uncachedPass, unrenderedProducts } from './lib/uncached-pass.mjs';
import { printSearchPass, searchPass } from './lib/search-pass.mjs';

const duration = Number(process.env.BENCH_DURATION) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;
const database = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'embedded';
const selected = process.argv.slice(2).filter((a) => a.startsWith('/'));

/** A migrated and seeded throwaway PostgreSQL (BENCH_DB=postgres), or null. */
async function startPostgres(env) {
  if (database !== 'postgres') return null;
  const { startThrowawayPostgres } = await import('./pg-throwaway.mjs');
  const pg = await startThrowawayPostgres();
  log(pg.description);
  for (const script of ['db-migrate.ts', 'db-seed.ts']) {
    // db-seed refuses NODE_ENV=production (never on real data); this database is a throwaway one.
    const { code } = await runTsScript(script, [], { env: { ...env, NODE_ENV: 'development', DATABASE_URL: pg.url } });
    if (code !== 0) throw new Error(`${script} failed (exit ${code})`);
  }
  return pg;
}

async function main() {
  const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const workDir = makeTempDataDir('pkg-bench-');
  // The search limit off: the bench sends thousands of searches a minute from one address, to
  // measure the search itself (lib/search/rate-limit.ts; its 429 has unit and e2e tests).
  let env = serverEnv({
    distDir,
    dataDir: path.join(workDir, 'data'),
    port,
    sessionSecret: randomSecret(),
    extra: { SEARCH_RATE_LIMIT: '0' },
  });
  const base = `http://127.0.0.1:${port}`;
  let server;
  let pg = null;
  let sampler;
  try {
    await ensureBuild(env, { reuse: !!process.env.BENCH_SKIP_BUILD });
    pg = await startPostgres(env);
    if (pg) env = { ...env, DATABASE_URL: pg.url };
    // The first start migrates and seeds (photos through sharp), once in a site's life: its peak is
    // reported apart, and the bench runs on a restarted server like any live site after a deploy.
    server = startServer({ port, env, logFile: path.join(workDir, 'server.log') });
    sampler = rssSampler(server.child.pid);
    await waitForHealth(base, server);
    const seedPeakBytes = sampler.stop();
    await server.stop();
    server = startServer({ port, env, logFile: path.join(workDir, 'server.log') });
    sampler = rssSampler(server.child.pid);
    await waitForHealth(base, server);
    log(`server healthy at ${base} (${database} database, seeded, restarted)`);
    const loadBefore = os.loadavg()[0];

    const home = BENCH_URLS.find((u) => u.path === '/');
    const targets = [STATIC_BASELINE, ROBOTS_BASELINE, home, ...BENCH_URLS.filter((u) => u !== home)].filter(
      (u) => !selected.length || selected.includes(u.path) || [STATIC_BASELINE, ROBOTS_BASELINE, home].includes(u),
    );

    // Warm-up: the first request of a cached page renders it; later ones must hit the cache.
    for (const target of targets) {
      let status = 0;
      for (let i = 0; i < 15; i++) status = (await fetch(base + target.path, { redirect: 'manual', headers: target.headers })).status;
      target.status = status;
    }
    await sleep(500);
    const idleBytes = treeRss(server.child.pid).bytes;

    const phases = {};
    const phase = (name) => {
      const peak = sampler.stop();
      phases[name] = peak / MB;
      sampler = rssSampler(server.child.pid);
      return peak;
    };
    phase('start + warm-up');
    const measured = [];
    for (const target of targets) {
      log(`autocannon ${target.path}${target.variant ? ` (${target.variant})` : ''} (${connections} connections, ${duration} s)`);
      const load = await measure(base + target.path, { connections, duration, headers: target.headers });
      const js = target.page === false ? null : await clientJs(base + target.path);
      measured.push({ ...target, ...load, clientJs: js });
    }
    const rows = withRatios(measured, { staticPath: STATIC_BASELINE.path, robotsPath: ROBOTS_BASELINE.path, homePath: home.path });

    phase('throughput');
    // One render alone (1 connection, 20 pages) shows the per-render cost; the rest at full concurrency.
    const fresh = await unrenderedProducts(
      base,
      targets.map((t) => t.path),
    );
    log(`uncached pass: ${fresh.length} product pages not rendered yet (20 alone, the rest ${connections} concurrent)`);
    const uncachedAlone = await uncachedPass(base, fresh.slice(0, 20), { connections: 1 });
    const uncached = { ...(await uncachedPass(base, fresh.slice(20), { connections })), alone: uncachedAlone };
    phase('uncached renders');
    // A pass that rendered fewer pages than it set out to (none found, redirects, errors) has no
    // figure to judge: the bench says so and fails, rather than calling an empty p95 "met".
    const uncachedComplete = [uncachedAlone, uncached].every((pass) => uncachedVerdict(pass).complete);
    if (!uncachedComplete)
      console.error(
        `\n[bench] UNCACHED PASS INCOMPLETE: rendered ${uncachedAlone.pages} of ${uncachedAlone.intended} pages alone (answers ${JSON.stringify(uncachedAlone.statuses)}), ${uncached.pages} of ${uncached.intended} concurrent (answers ${JSON.stringify(uncached.statuses)})`,
      );

    const lighthouse =
      process.env.BENCH_LIGHTHOUSE === '0'
        ? []
        : await lighthousePass(base, LIGHTHOUSE_PAGES, { runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3 });
    if (lighthouse.length) phase('lighthouse');
    const memory = {
      database,
      peakMb: Math.max(...Object.values(phases), sampler.stop() / MB),
      idleMb: idleBytes / MB,
      firstStartWithSeedPeakMb: seedPeakBytes / MB,
      peakMbByPhase: phases,
    };
    sampler = null;

    const search10k =
      process.env.BENCH_SEARCH_10K === '0'
        ? []
        : await searchPass(base, {
            env,
            connections,
            duration,
            stop: () => server.stop(),
            restart: async () => {
              server = startServer({ port, env, logFile: path.join(workDir, 'server.log') });
              await waitForHealth(base, server);
            },
          });

    const verdicts = throughputVerdicts(rows);
    printThroughput(rows, { connections, duration });
    printSummary({ verdicts, uncached, lighthouse, memory });
    if (search10k.length) printSearchPass(search10k);
    const loadAfter = os.loadavg()[0];
    console.log(
      `\nmachine load average (1 min): ${loadBefore.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end, ${os.cpus().length} CPUs`,
    );
    const out = path.join(ROOT, '.bench', 'results.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const meta = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverage: { start: loadBefore, end: loadAfter },
    };
    const units = {
      latencyUnit: 'ms',
      clientJsUnit: 'KiB, gzip level 9, sum of the scripts the page loads',
      memoryUnit: 'MB (MiB), VmRSS of the server process tree',
    };
    fs.writeFileSync(
      out,
      JSON.stringify(
        { ...meta, connections, durationSeconds: duration, ...units, results: rows, verdicts, uncached, lighthouse, memory, search10k },
        null,
        2,
      ),
    );
    log(`wrote ${path.relative(ROOT, out)}`);
    return rows.some((r) => r.errors > 0 || r.ok === 0) || !uncachedComplete ? 1 : 0;
  } finally {
    sampler?.stop();
    if (server) await server.stop();
    if (pg) await pg.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

exitOnSignals();

// `--instances=2`: one instance vs two behind nginx, sharing the cache through Redis.
process.exitCode = process.argv.includes('--instances=2') ? await (await import('./bench-scale-out.mjs')).benchScaleOut() : await main();
