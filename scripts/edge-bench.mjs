#!/usr/bin/env node
// `node scripts/edge-bench.mjs`: the edge host's figures beside the Node host's, in the same run and
// on the same database (throwaway PostgreSQL, Supabase stand-in, as the edge-rehearsal lane):
//   - the Worker's size (`wrangler deploy --dry-run`: total and gzip, the paid plan allows 10 MB gzip)
//   - its cold start in workerd (the first answer after `wrangler dev` is ready: isolate + first render)
//   - uncached page times (the first read of each of PAGES distinct products, rendered from the
//     database) and cached ones (REPEATS reads of one warmed product page), Worker vs the standalone
//     Node server of the same build (.next-e2e), one request at a time.
// Prints a table; EDGE_BENCH_JSON=<file> also writes the figures as JSON.
//   E2E_DIST_DIR (default .next-e2e)  EDGE_BENCH_PAGES (default 12)  EDGE_BENCH_REPEATS (default 30)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { builtSiteUrl, freePort, log, makeTempDataDir, ROOT } from './lib/server.mjs';
import { isolatedEnv } from './lib/app-env.mjs';
import { withStack } from './lib/stack.mjs';
import { bundleWorker, startWorker, workerdUnavailableReason } from './lib/edge-worker.mjs';
import { prepareEdgeBackends } from './lib/edge-backends.mjs';
import { postgresUnavailableReason } from './pg-throwaway.mjs';

const PAGES = Number(process.env.EDGE_BENCH_PAGES) || 12;
const REPEATS = Number(process.env.EDGE_BENCH_REPEATS) || 30;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const summary = (ms) => ({ median: Math.round(quantile(ms, 0.5)), p90: Math.round(quantile(ms, 0.9)), n: ms.length });

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache') };
}

/** A product's slug address: `/product/{id}` answers 308 there (not timed: a page read is). */
async function address(base, id) {
  const response = await fetch(`${base}/product/${id}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  if (response.status !== 308) throw new Error(`/product/${id} answered ${response.status}, not 308`);
  return new URL(response.headers.get('location').split(',')[0].trim(), base).href;
}

/** First reads of distinct products (each rendered), then repeated reads of one (each cached). */
async function pageTimes(base, firstId) {
  const uncached = [];
  for (let id = firstId; id < firstId + PAGES; id++) uncached.push((await timed(await address(base, id))).ms);
  const first = await address(base, 1);
  await timed(first);
  const cached = [];
  const states = new Set();
  for (let i = 0; i < REPEATS; i++) {
    const { ms, cache } = await timed(first);
    cached.push(ms);
    states.add(cache);
  }
  return { uncached: summary(uncached), cached: { ...summary(cached), cacheHeader: [...states].join(',') } };
}

/** `wrangler deploy --dry-run`'s "Total Upload: X KiB / gzip: Y KiB" line. */
function workerSize(dir) {
  const out = execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['deploy', '--dry-run', '--outdir', path.join(dir, '.bench-dry-run')],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    },
  );
  const match = /Total Upload:\s*([\d.,]+) KiB \/ gzip:\s*([\d.,]+) KiB/.exec(out);
  return match ? { totalKiB: Number(match[1].replace(',', '')), gzipKiB: Number(match[2].replace(',', '')) } : null;
}

async function main() {
  const skip = postgresUnavailableReason() ?? workerdUnavailableReason();
  if (skip) return void log(`edge-bench SKIPPED: ${skip}`);
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const siteUrl = builtSiteUrl(distDir);
  if (!siteUrl) throw new Error(`no production build in ${distDir}: run the e2e lane (or E2E_DIST_DIR=… npm run test:e2e) first`);
  const workDir = makeTempDataDir('pkg-edge-bench-');
  const bundled = await bundleWorker({ distDir, logFile: path.join(workDir, 'bundle.log') });
  const figures = { bundleSeconds: Number(bundled.seconds.toFixed(1)), size: workerSize(bundled.dir) };
  let env;
  await withStack(
    {
      dir: workDir,
      postgres: true,
      prepare: async (stack) => {
        ({ env } = await prepareEdgeBackends(stack, { workDir, siteUrl }));
        const sql = postgres(stack.postgres.url, { max: 1, onnotice: () => {} });
        for (let id = 2; id < 2 + 2 * PAGES; id++)
          await sql`insert into items (id, item_name, item_description, category_id) values (${id}, ${`Bench Box ${id}`}, 'Bench', 6)`;
        await sql.end();
      },
      servers: () => [
        {
          name: 'node',
          standalone: true,
          distDir,
          env: isolatedEnv({ ...env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: path.join(workDir, 'node-data') }),
        },
      ],
    },
    async (stack) => {
      const worker = await startWorker({ dir: bundled.dir, port: await freePort(), logDir: workDir, env });
      stack.defer(() => worker.stop());
      figures.workerColdStartMs = Math.round(worker.coldStartMs);
      const nodeFirst = await timed(`${stack.servers.node.url}/`);
      figures.nodeFirstHomeMs = Math.round(nodeFirst.ms);
      // Each host reads its own products (the other's reads must not warm anything shared).
      figures.worker = await pageTimes(worker.url, 2);
      figures.node = await pageTimes(stack.servers.node.url, 2 + PAGES);
    },
  );
  const s = figures.size;
  console.log(
    `\nWorker bundle: ${s ? `${s.totalKiB} KiB, ${s.gzipKiB} KiB gzip` : 'size not reported'}; bundled in ${figures.bundleSeconds} s`,
  );
  console.log(
    `Worker cold start (first answer of / in workerd): ${figures.workerColdStartMs} ms; Node standalone first / after health: ${figures.nodeFirstHomeMs} ms`,
  );
  console.log(`\n${'host'.padEnd(8)} ${'uncached median/p90'.padEnd(22)} cached median/p90 (x-nextjs-cache)`);
  for (const host of ['worker', 'node']) {
    const f = figures[host];
    console.log(
      `${host.padEnd(8)} ${`${f.uncached.median}/${f.uncached.p90} ms (n=${f.uncached.n})`.padEnd(22)} ${f.cached.median}/${f.cached.p90} ms (n=${f.cached.n}, ${f.cached.cacheHeader})`,
    );
  }
  if (process.env.EDGE_BENCH_JSON) fs.writeFileSync(process.env.EDGE_BENCH_JSON, JSON.stringify(figures, null, 2));
  return 0;
}

process.exitCode = await main().catch((error) => (console.error(error), 1));
