#!/usr/bin/env node
// `npm test -- --only=load` (or `node scripts/load.mjs`): the load lane. Reuses the e2e lane's build
// (.next-e2e; builds it only when missing), starts `next start` on a fresh seeded temp DATA_DIR and:
//   1. restarts it once (the seed's garbage out of the way), warms it up with LOAD_WARMUP s (20) of
//      the same page traffic, and measures the idle RSS
//      of the server's whole process tree (next start may run a child process),
//   2. runs autocannon for LOAD_DURATION s (20) at LOAD_CONNECTIONS (50) over the public pages plus
//      wrong-password sign-ins, and checks: no connection error or timeout, every page 2xx, sign-in
//      only 401 (at most LOAD_SIGNIN_LIMIT = 5, the per-IP limit) then 429,
//   3. polls (up to 20 s, forcing nothing) until the RSS is back under idle + 100 MB,
//   4. restarts the server (same DATA_DIR) for each of two 100 MB (chunked) bodies, one to
//      /api/blog/views and one to /api/auth/login, and checks its RSS did not grow by 50 MB or more,
//   5. restarts it once more for the held-body attack on /quote and a quotation link (scripts/lib/held-body.mjs):
//      413 / 411 before any body byte, RSS bounded while held and back near its level within 20 s.
// Prints a table and `N passed, N failed` (one per check); LOAD_JSON_REPORT=<file> writes the checks.
//   LOAD_PORT=3360  E2E_DIST_DIR=.next-e2e  LOAD_REBUILD=1 (build even when a build exists)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BODY_PROBES, sendBigBody, warmProbe } from './lib/big-body.mjs';
import { countChecks, HELD_SETTLE_HEADROOM_BYTES, loadChecks, PAGE_TARGETS, SIGN_IN_TARGET, toMb } from './lib/load-checks.mjs';
import { HELD_TARGETS, heldBodyAttack } from './lib/held-body.mjs';
import { MB, rssSampler, steadyRss, treeRss } from './lib/proc-mem.mjs';
import { formatTotals } from './lib/report.mjs';
import {
  ensureBuild,
  freePort,
  log,
  makeTempDataDir,
  randomSecret,
  serverEnv,
  sleep,
  exitOnSignals,
  withStack,
  printLogTail,
} from './lib/server.mjs';

// Speed is measured by `npm run bench`; this lane checks robustness and memory. 20 s at 50
// connections is a few thousand requests (every page rendered, the sign-in limit hit, the caches
// filled): a leak or an unbounded cache shows in that as in 60 s, in a third of the time.
const DURATION = Number(process.env.LOAD_DURATION) || 20;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS) || 50;
// The warm-up stays as long as before: the idle level it sets is the baseline of the memory check.
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP) || 20;
const SIGN_IN_LIMIT = Number(process.env.LOAD_SIGNIN_LIMIT) || 5;
const SETTLE_MS = 20_000;

async function main() {
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const port = Number(process.env.LOAD_PORT) || (await freePort());
  const workDir = makeTempDataDir('pkg-load-');
  const logFile = path.join(workDir, 'server.log');
  const env = serverEnv({ distDir, dataDir: path.join(workDir, 'data'), port, sessionSecret: randomSecret() });
  const base = `http://127.0.0.1:${port}`;
  let checks = [];
  const loads = []; // the machine's 1-minute load average: on a shared box it explains slow runs
  try {
    await ensureBuild(env, { reuse: !process.env.LOAD_REBUILD });
    // Every start below is stopped again by withStack, also when a step throws.
    checks = await withStack({ dir: workDir }, async (stack) => {
      const start = async () => (await stack.server({ name: 'load', port, env, logFile })).process;
      let server;
      // The first start migrates and seeds (sharp renders the photos); V8 keeps some of that garbage
      // for a while, which made the idle level swing by 400 MB between runs. The measured server is a
      // second start on the seeded DATA_DIR, like any restart of a live site.
      server = await start();
      await server.stop();
      server = await start();
      const pid = server.child.pid;
      loads.push(os.loadavg()[0]);
      const cold = treeRss(pid);
      log(`server healthy at ${base}: ${cold.processes} processes, ${toMb(cold.bytes)} right after start`);

      // The idle level is that of a server that has already served this traffic: the first requests
      // render and cache the pages and warm the JIT, and both V8's heap and PGlite's WASM memory grow
      // to their working size under 50 connections and never hand that back to the OS (WASM memory
      // cannot shrink). So a warm-up at the same concurrency comes first; what the measured run then
      // leaves on top of that level is growth that would repeat, i.e. a leak or an unbounded cache.
      await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: WARMUP_SECONDS,
        requests: PAGE_TARGETS.map((t) => ({ method: 'GET', path: t.path })),
      });
      const idleRss = await steadyRss(pid);
      log(`idle RSS after warm-up: ${toMb(idleRss)}`);

      log(`autocannon: ${CONNECTIONS} connections × ${DURATION} s over ${PAGE_TARGETS.length} pages + sign-in`);
      const sampler = rssSampler(pid);
      const load = await runLoad(base);
      const peakRss = sampler.stop();
      loads.push(os.loadavg()[0]);

      const settleStarted = Date.now();
      let settledRss = treeRss(pid).bytes;
      while (settledRss >= idleRss + 100 * MB && Date.now() - settleStarted < SETTLE_MS) {
        await sleep(1000);
        settledRss = treeRss(pid).bytes;
      }
      const settleSeconds = (Date.now() - settleStarted) / 1000;

      // Each 100 MB body goes to a freshly started server (same DATA_DIR): V8 keeps a grown heap, so a
      // second probe on the same process would find room already there and show no growth.
      await server.stop();
      const bodies = [];
      for (const probe of BODY_PROBES) {
        server = await start();
        await warmProbe(base, probe);
        const before = await steadyRss(server.child.pid);
        const result = await sendBigBody(base, server.child.pid, probe);
        bodies.push({ path: probe.path, before, ...result });
        log(
          `100 MB body → ${probe.path}: ${result.outcome}; RSS before ${toMb(before)}, peak ${toMb(result.peak)}, after ${toMb(result.after)}`,
        );
        await server.stop();
      }

      server = await start();
      for (const page of HELD_TARGETS) await (await fetch(base + page)).arrayBuffer();
      const heldBefore = await steadyRss(server.child.pid);
      const held = await heldBodyAttack(base, server.child.pid, { before: heldBefore, headroom: HELD_SETTLE_HEADROOM_BYTES });
      log(
        `held bodies: before ${toMb(held.before)}, peak ${toMb(held.peak)}, after closing + ${held.settleSeconds.toFixed(0)} s ${toMb(held.after)}`,
      );

      const results = loadChecks({ ...load, signInLimit: SIGN_IN_LIMIT, idleRss, settledRss, settleSeconds, bodies, held });
      printSummary({ load, loads, cold: cold.bytes, idleRss, peakRss, settledRss, settleSeconds, bodies, held, checks: results });
      return results;
    });
  } catch (error) {
    console.error(`\n[load] ${error instanceof Error ? error.message : error}`);
    printLogTail(logFile);
    checks.push({ name: 'load lane ran', ok: false, detail: String(error instanceof Error ? error.message : error) });
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const counts = countChecks(checks);
  if (process.env.LOAD_JSON_REPORT) fs.writeFileSync(process.env.LOAD_JSON_REPORT, JSON.stringify({ checks, counts }, null, 2));
  console.log(formatTotals(counts));
  return counts.failed === 0 ? 0 : 1;
}

async function runLoad(base) {
  const statuses = {};
  const count = (label) => (status) => {
    statuses[label] ??= {};
    statuses[label][status] = (statuses[label][status] ?? 0) + 1;
  };
  const signInBody = JSON.stringify({ email: 'admin@example.com', password: 'not-the-password-1', locale: 'en' });
  const requests = [
    ...PAGE_TARGETS.map((t) => ({ method: 'GET', path: t.path, onResponse: count(t.label) })),
    {
      method: 'POST',
      path: SIGN_IN_TARGET.path,
      headers: { 'content-type': 'application/json', origin: base },
      body: signInBody,
      onResponse: count(SIGN_IN_TARGET.label),
    },
  ];
  // Which request a timeout or connection error hit, and when: autocannon's totals do not say.
  const labelOf = new Map([...PAGE_TARGETS, SIGN_IN_TARGET].map((t) => [t.path, t.label]));
  const started = Date.now();
  const failures = [];
  const setupClient = (client) => {
    const note = (kind) => () => {
      const label = labelOf.get(client.requestIterator?.currentRequest?.path) ?? '?';
      failures.push({ kind, label, second: (Date.now() - started) / 1000 });
    };
    client.on('timeout', note('timeout'));
    client.on('connError', note('connection error'));
  };
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, timeout: 10, requests, setupClient });
  const result = await instance;
  const errorKinds = {};
  for (const f of failures) {
    const key = `${f.kind} on ${f.label}`;
    errorKinds[key] = (errorKinds[key] ?? 0) + 1;
  }
  const seconds = failures.map((f) => f.second);
  const failureWindow = failures.length
    ? `from s ${Math.min(...seconds).toFixed(0)} to s ${Math.max(...seconds).toFixed(0)} of the run`
    : '';
  return {
    statuses,
    errors: result.errors ?? 0,
    timeouts: result.timeouts ?? 0,
    errorKinds,
    failureWindow,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    latency: result.latency,
  };
}

function printSummary({ load, loads, cold, idleRss, peakRss, settledRss, settleSeconds, bodies, held, checks }) {
  const labels = [...PAGE_TARGETS, SIGN_IN_TARGET].map((t) => t.label);
  const width = Math.max(...labels.map((l) => l.length));
  console.log(`\n${'target'.padEnd(width)}  answers  statuses`);
  for (const label of labels) {
    const counts = load.statuses[label] ?? {};
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const text =
      Object.entries(counts)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ') || '–';
    console.log(`${label.padEnd(width)}  ${String(total).padStart(7)}  ${text}`);
  }
  const kinds = Object.entries(load.errorKinds)
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
  console.log(
    `\n${load.total} requests in ${DURATION} s at ${CONNECTIONS} connections: ${load.requestsPerSecond.toFixed(0)} req/s, ` +
      `latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms; ` +
      `errors ${load.errors} (timeouts ${load.timeouts})${kinds ? `: ${kinds}, ${load.failureWindow}` : ''}`,
  );
  console.log(`machine load average (1 min, ${os.cpus().length} cores): ${loads.map((l) => l.toFixed(1)).join(' before, ')} after the run`);
  if (Math.max(...loads) > 2 * os.cpus().length) {
    console.log('  NOTE: the machine was overloaded by other processes; timeouts may be theirs as much as the server’s.');
  }
  console.log(
    `RSS (server process tree): after start ${toMb(cold)}, idle after warm-up ${toMb(idleRss)}, peak under load ${toMb(peakRss)}, ` +
      `after load + ${settleSeconds.toFixed(0)} s ${toMb(settledRss)}`,
  );
  for (const b of bodies) {
    console.log(`100 MB body → ${b.path}: ${b.outcome}; RSS before ${toMb(b.before)}, peak ${toMb(b.peak)}, after ${toMb(b.after)}`);
  }
  const answers = held.answers.map((a) => `${a.kind} ${a.path}: ${a.status ?? 'none'} in ${a.ms?.toFixed(1) ?? '–'} ms`).join('; ');
  console.log(`held bodies: RSS before ${toMb(held.before)}, peak ${toMb(held.peak)}, while held ${toMb(held.during)}, `);
  console.log(`  ${toMb(held.after)} ${held.settleSeconds.toFixed(0)} s after closing; answers: ${answers}`);
  console.log('');
  for (const c of checks) console.log(`  ${c.ok ? '\x1b[32m✓' : '\x1b[31m✗'}\x1b[0m ${c.name}: ${c.detail}`);
}

exitOnSignals();

process.exitCode = await main();
