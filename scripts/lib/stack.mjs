// What every lane starts and must stop again: free loopback ports, app servers in their own process
// group (stopped as a group, so no child survives), the health wait, and `withStack`, which starts a
// throwaway PostgreSQL, a redis-server, app servers and a proxy in that order and always stops them
// in reverse, whatever the lane's body throws. One copy of each for e2e, load, prod-rehearsal,
// scale-out, cdn, prod-live and the benchmarks.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Node flags of every production server start (here, `npm start`, the Dockerfile): V8's old space
 * bounded (without a bound V8 lets the heap grow toward ~2 GB before collecting hard), at about twice
 * the live set a long run reaches (at 256 MB it collected without pause, docs/decisions/075).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=384'];

/** The server entry every production start runs (server.mjs), in the repository or a standalone folder. */
export const SERVER_ENTRY = 'server.mjs';

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

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

/**
 * The same, for callers that cannot wait (a Playwright config is evaluated synchronously):
 * `preferred` when nobody listens on it, else any free port.
 */
export function freePortSync(preferred = 0) {
  const script =
    "const net=require('net');const take=(p,next)=>{const s=net.createServer();s.once('error',next);" +
    "s.listen(p,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})};" +
    'take(Number(process.argv[1]),()=>take(0,(e)=>{throw e}))';
  return Number(execFileSync(process.execPath, ['-e', script, String(preferred)], { encoding: 'utf8' }));
}

/**
 * Forgets the unstable_cache entries the build wrote (`cache/fetch-cache`): every lane starts on a
 * fresh database, so data read from the build's database must not be served. The page cache itself
 * is in memory and starts empty with each server. `distRoot` is the folder that holds `cache/` (the
 * dist dir, or its copy inside `standalone/`).
 */
export function resetRuntimeCache(distRoot) {
  fs.rmSync(path.join(distRoot, 'cache', 'fetch-cache'), { recursive: true, force: true });
}

/**
 * Spawns `command` in its own process group with output to `logFile` (and this terminal when
 * `echo`). `stop()` sends SIGTERM to the group, then SIGKILL after 5 s; the group is killed when
 * this process exits, whatever happened before.
 */
export function startProcess(command, args, { cwd = ROOT, env, logFile, echo = false }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', echo ? 'inherit' : out, echo ? 'inherit' : out] });
  let exited = false;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', () => {
    exited = true;
    fs.closeSync(out);
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const onExit = () => !exited && kill('SIGKILL');
  process.once('exit', onExit);
  return {
    child,
    hasExited: () => exited,
    async stop() {
      process.off('exit', onExit);
      if (exited) return;
      kill('SIGTERM');
      if (await Promise.race([gone.then(() => true), sleep(5000).then(() => false)])) return;
      kill('SIGKILL');
      await gone;
    },
  };
}

/** The server entry (server.mjs) in the repository, on the build in `env.NEXT_DIST_DIR`, at 127.0.0.1:`port`. */
export function startServer({ port, env, logFile, echo = false }) {
  resetRuntimeCache(path.join(ROOT, env.NEXT_DIST_DIR || '.next'));
  return startProcess(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, SERVER_ENTRY)], {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    logFile,
    echo,
  });
}

/**
 * Copies `public/` and `<distDir>/static` next to the standalone server.mjs (Next leaves them out: a
 * CDN may serve them). With `copyTo`, the whole standalone folder is first copied there (about
 * 80 MB, a second): a server writes its page cache inside its folder, so lanes that run at the same
 * time each start from their own copy instead of resetting and filling one another's cache.
 */
export function prepareStandalone(distDir, copyTo) {
  const built = path.join(ROOT, distDir, 'standalone');
  if (!fs.existsSync(path.join(built, SERVER_ENTRY)))
    throw new Error(`${distDir}/standalone/${SERVER_ENTRY} is missing (output: 'standalone')`);
  const dir = copyTo ?? built;
  if (copyTo && !fs.existsSync(path.join(copyTo, SERVER_ENTRY))) fs.cpSync(built, copyTo, { recursive: true, verbatimSymlinks: true });
  fs.cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  fs.cpSync(path.join(ROOT, distDir, 'static'), path.join(dir, distDir, 'static'), { recursive: true });
  return dir;
}

/** The standalone server the way the Dockerfile starts it: `node server.mjs` inside `<distDir>/standalone` (or its copy). */
export function startStandalone({ distDir, port, env, logFile, copyTo }) {
  const dir = prepareStandalone(distDir, copyTo);
  resetRuntimeCache(path.join(dir, distDir));
  return startProcess(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: dir,
    env: { ...env, NEXT_DIST_DIR: distDir, PORT: String(port), HOSTNAME: '127.0.0.1' },
    logFile,
  });
}

/** Waits until GET /api/health answers 200 (a first start migrates and seeds: that can take a while). */
export async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.hasExited()) throw new Error('the server exited before it became healthy (see its log)');
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Runs `body(stack)` with the parts a lane asks for, started in this order and stopped in reverse
 * when the body returns or throws:
 *   postgres: true                  a throwaway PostgreSQL (stack.postgres: { url, description, … })
 *   redis: true | { port }          redis-server on a loopback port (stack.redis: { url, port, dir, … })
 *   prepare: async (stack) => {}    between them and the servers (migrate, seed, stand-ins …)
 *   servers: (stack) => [{ name, env, port?, standalone?, distDir?, logFile? }]
 *                                   each started and waited for (stack.servers[name]: { url, port, process })
 *   proxy: async (stack) => ({ stop })   e.g. Varnish or nginx in front of the servers (stack.proxy)
 * `dir` holds the logs (server-<name>.log) and Redis's folder. In the body, stack.server(spec)
 * starts one more server and stack.defer(fn) adds a clean-up step; both are undone with the rest.
 */
export async function withStack({ dir, postgres, redis, prepare, servers, proxy }, body) {
  const cleanups = [];
  const defer = (fn) => cleanups.push(fn);
  const stack = { dir, servers: {}, defer };
  stack.server = async ({ name, env, port, standalone = false, distDir = env.NEXT_DIST_DIR, logFile, timeoutMs }) => {
    const listen = port ?? (await freePort());
    const log = logFile ?? path.join(dir, `server-${name}.log`);
    const child = standalone
      ? // One copy per stack: its servers (scale-out's two instances) share it, as on one host.
        startStandalone({ distDir, port: listen, env, logFile: log, copyTo: path.join(dir, 'standalone') })
      : startServer({ port: listen, env, logFile: log });
    defer(() => child.stop());
    const url = `http://127.0.0.1:${listen}`;
    await waitForHealth(url, child, timeoutMs);
    stack.servers[name] = { url, port: listen, process: child, logFile: log };
    return stack.servers[name];
  };
  try {
    if (redis) {
      const { redisServer } = await import('./redis-server.mjs');
      const port = (typeof redis === 'object' && redis.port) || (await freePort());
      stack.redis = redisServer({ port, dir: path.join(dir, 'redis') });
      await stack.redis.start();
      defer(() => stack.redis.stop());
    }
    if (postgres) {
      const { startThrowawayPostgres } = await import('../pg-throwaway.mjs');
      stack.postgres = await startThrowawayPostgres();
      defer(() => stack.postgres.stop());
    }
    if (prepare) await prepare(stack);
    for (const spec of servers ? servers(stack) : []) await stack.server(spec);
    if (proxy) {
      stack.proxy = await proxy(stack);
      defer(() => stack.proxy.stop());
    }
    return await body(stack);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[stack] stopping: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
}
