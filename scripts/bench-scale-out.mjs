// `npm run bench -- --instances=2`: what sharing the page cache costs and what a second instance
// brings, on the e2e lane's build (standalone, built only if missing), one seeded throwaway
// PostgreSQL and Debian's redis-server, measured with autocannon (BENCH_CONNECTIONS, default 10,
// BENCH_DURATION s per URL, default 10):
//   1. one instance, its own cache (no REDIS_URL), direct
//   2. one instance, Redis cache, direct          → 2 vs 1 = the Redis hop per cached page
//   3. one instance, Redis cache, through nginx
//   4. two instances, Redis cache, through nginx  → 4 vs 3 = what the second instance brings
// Needs redis-server, PostgreSQL binaries and nginx (Debian packages); says which one is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from './lib/measure.mjs';
import { findNginx, startNginx } from './lib/nginx.mjs';
import { redisUnavailableReason } from './lib/redis-server.mjs';
import { buildApp, builtSiteUrl, freePort, log, makeTempDataDir, randomSecret, ROOT, serverEnv, runTsScript } from './lib/server.mjs';
import { withStack } from './lib/stack.mjs';
import { postgresUnavailableReason } from './pg-throwaway.mjs';

// The pages' own addresses (the bare id ones answer 308 to them: decision 059).
const URLS = ['/product/1/rigid-magnetic-gift-box', '/category/6/hardbox', '/blog'];
const duration = Number(process.env.BENCH_DURATION) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;

export async function benchScaleOut() {
  const missing =
    redisUnavailableReason() ?? postgresUnavailableReason() ?? (findNginx() ? null : 'no nginx (apt-get install -y nginx-light)');
  if (missing) {
    console.error(`[bench] two-instance mode needs: ${missing}`);
    return 1;
  }
  const distDir = process.env.BENCH_DIST_DIR || '.next-e2e';
  const workDir = makeTempDataDir('pkg-bench2-');
  try {
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    }
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    let base;
    return await withStack(
      {
        dir: workDir,
        redis: true,
        postgres: true,
        prepare: async ({ postgres }) => {
          base = serverEnv({
            distDir,
            dataDir: path.join(workDir, 'data'),
            port: portA,
            sessionSecret: randomSecret(),
            extra: {
              DATABASE_URL: postgres.url,
              LOCAL_PHOTOS_SHARED: 'true',
              SITE_URL: builtSiteUrl(distDir) ?? `http://127.0.0.1:${portA}`,
            },
          });
          for (const [script, nodeEnv] of [
            ['db-migrate.ts', 'production'],
            ['db-seed.ts', 'development'],
          ]) {
            const { code } = await runTsScript(script, [], { env: { ...base, NODE_ENV: nodeEnv }, quiet: true });
            if (code !== 0) throw new Error(`scripts/${script} failed`);
          }
        },
      },
      (stack) => benchAll(stack, { distDir, workDir, base, portA, portB, portLb }),
    );
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function benchAll(stack, { distDir, workDir, base, portA, portB, portLb }) {
  const start = async (port, env, name) =>
    (await stack.server({ name, port, env, distDir, standalone: true, logFile: path.join(workDir, `${name}.log`) })).process;
  const results = [];
  const bench = async (config, origin) => {
    for (const url of URLS) for (let i = 0; i < 10; i++) await fetch(origin + url); // warm: cached from here on
    for (const url of URLS) {
      const r = await measure(origin + url, { connections, duration });
      results.push({ config, url, ...r });
      log(
        `${config.padEnd(34)} ${url.padEnd(12)} ${r.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors + r.non2xx}`,
      );
    }
  };
  const direct = `http://127.0.0.1:${portA}`;

  let a = await start(portA, base, 'local');
  await bench('1 instance, own cache, direct', direct);
  await a.stop();
  const shared = { ...base, REDIS_URL: stack.redis.url };
  a = await start(portA, shared, 'a');
  await bench('1 instance, Redis, direct', direct);
  let lb = await startNginx({ port: portLb, upstreams: [portA], dir: path.join(workDir, 'nginx1') });
  await bench('1 instance, Redis, nginx', lb.url);
  await lb.stop();
  await start(portB, shared, 'b');
  lb = await startNginx({ port: portLb, upstreams: [portA, portB], dir: path.join(workDir, 'nginx2') });
  stack.defer(() => lb.stop());
  await bench('2 instances, Redis, nginx', lb.url);

  const p50 = (config, url) => results.find((r) => r.config === config && r.url === url)?.p50 ?? NaN;
  for (const url of URLS) {
    const hop = p50('1 instance, Redis, direct', url) - p50('1 instance, own cache, direct', url);
    log(`Redis hop on ${url}: ${hop >= 0 ? '+' : ''}${hop.toFixed(1)} ms at p50`);
  }
  const out = path.join(ROOT, '.bench', 'scale-out.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, connections, durationSeconds: duration, results }, null, 2),
  );
  log(`wrote ${path.relative(ROOT, out)}`);
  return results.some((r) => r.errors > 0 || r.non2xx > 0) ? 1 : 0;
}
