#!/usr/bin/env node
// `npm run bench [-- /path …]`: builds (NEXT_DIST_DIR=.next-bench, clean cache), starts the production
// server on a temporary seeded DATA_DIR, warms every URL, then measures each with autocannon
// (10 connections, BENCH_DURATION seconds, default 10) and prints requests/s and p50/p95/p99 latency
// side by side, relative to a static file served by the same server and to the prerendered home,
// plus the client JS of each page (gzipped). Writes .bench/results.json.
//   BENCH_DIST_DIR=.next-x  BENCH_PORT=3300  BENCH_DURATION=5  BENCH_CONNECTIONS=10  BENCH_SKIP_BUILD=1
// `npm run bench -- --instances=2`: the two-instance mode (scripts/bench-scale-out.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_URLS, STATIC_BASELINE } from './bench-urls.mjs';
import { clientJs, measure } from './lib/measure.mjs';
import { ensureBuild, freePort, log, makeTempDataDir, randomSecret, ROOT, serverEnv, sleep, startServer, waitForHealth } from './lib/server.mjs';

const duration = Number(process.env.BENCH_DURATION) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;
const selected = process.argv.slice(2).filter((a) => a.startsWith('/'));

async function main() {
  const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const workDir = makeTempDataDir('pkg-bench-');
  const env = serverEnv({ distDir, dataDir: path.join(workDir, 'data'), port, sessionSecret: randomSecret() });
  const base = `http://127.0.0.1:${port}`;
  let server;
  try {
    await ensureBuild(env, { reuse: !!process.env.BENCH_SKIP_BUILD });
    server = startServer({ port, env, logFile: path.join(workDir, 'server.log') });
    await waitForHealth(base, server);
    log(`server healthy at ${base} (DATA_DIR seeded on first start)`);

    const home = BENCH_URLS.find((u) => u.path === '/') ?? { path: '/', label: 'home (prerendered)' };
    const targets = [STATIC_BASELINE, home, ...BENCH_URLS.filter((u) => u !== home)].filter(
      (u, i, all) => all.findIndex((o) => o.path === u.path) === i && (!selected.length || selected.includes(u.path) || u === STATIC_BASELINE || u === home),
    );

    // Warm-up: the first request of a cached page renders it; later ones must hit the cache.
    for (const target of targets) {
      let status = 0;
      for (let i = 0; i < 15; i++) status = (await fetch(base + target.path, { redirect: 'manual' })).status;
      target.status = status;
    }
    await sleep(500);

    const rows = [];
    for (const target of targets) {
      log(`autocannon ${target.path} (${connections} connections, ${duration} s)`);
      const load = await measure(base + target.path, { connections, duration });
      const js = target.page === false ? null : await clientJs(base + target.path);
      rows.push({ ...target, ...load, clientJs: js });
    }
    const staticRps = rows.find((r) => r.path === STATIC_BASELINE.path)?.requestsPerSecond || 1;
    const homeRps = rows.find((r) => r.path === home.path)?.requestsPerSecond || 1;
    for (const row of rows) {
      row.vsStatic = row.requestsPerSecond / staticRps;
      row.vsHome = row.requestsPerSecond / homeRps;
    }
    printTable(rows);
    const out = path.join(ROOT, '.bench', 'results.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          connections,
          durationSeconds: duration,
          latencyUnit: 'ms',
          clientJsUnit: 'KiB, gzip level 9, sum of the scripts the page loads',
          results: rows,
        },
        null,
        2,
      ),
    );
    log(`wrote ${path.relative(ROOT, out)}`);
    return rows.some((r) => r.errors > 0 || r.ok === 0) ? 1 : 0;
  } finally {
    if (server) await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function printTable(rows) {
  const header = ['URL', 'status', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '× static', '× home', 'non-2xx', 'JS gz KiB'];
  const body = rows.map((r) => [
    `${r.path}  ${r.label}`,
    String(r.status ?? ''),
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.vsStatic.toFixed(2),
    r.vsHome.toFixed(2),
    String(r.non2xx + r.errors),
    r.clientJs ? `${r.clientJs.gzipKB.toFixed(1)} (${r.clientJs.scripts})` : '–',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
  console.log(`\n${connections} connections × ${duration} s per URL; × static / × home = requests/s relative to ${STATIC_BASELINE.path} and /.`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!stopping) {
      stopping = true;
      process.exit(130);
    }
  });
}

// `--instances=2`: one instance vs two behind nginx, sharing the cache through Redis.
process.exitCode = process.argv.includes('--instances=2') ? await (await import('./bench-scale-out.mjs')).benchScaleOut() : await main();
