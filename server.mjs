#!/usr/bin/env node
/**
 * The production server: the one entry that `npm start` (scripts/start.mjs), the Docker image and
 * every test harness run. It owns its HTTP server and hands each request to Next through the public
 * custom-server API (`next()`, `getRequestHandler()`), so what must happen before Next sees a
 * request is plain code here instead of changes to Node's http classes:
 *  1. the body limits, from the request headers alone (lib/security/body-guard.mjs): 413 over the
 *     path's limit, 411 for a page body without a length. Next copies the body of every request
 *     middleware sees and waits for all of it before answering, so middleware would come too late;
 *  2. the request rules both hosts share (lib/security/request-rules.ts: 405 for TRACE and other
 *     methods the site does not answer, where Next answered 500; 400 for an address that does not
 *     decode; 405 for a POST to a page without a Server Action), and 405 for CONNECT;
 *  3. the socket's address into the peer header the app reads the visitor from (lib/auth/client-ip.ts);
 *  4. the cache policy on the response's headers as they leave (lib/http/cache-headers.ts).
 * 2–4 are TypeScript inside the app (lib/server-hooks.ts), registered by the instrumentation hook
 * while Next prepares; this file is plain JavaScript that Node runs as it is.
 *
 * Like the server.js Next generates for `output: 'standalone'`, it runs in its own folder (the
 * repository, or a standalone folder that carries a copy, see next.config.ts
 * `outputFileTracingIncludes`), hands Next the configuration the build resolved
 * (`<dist>/required-server-files.json`, through `__NEXT_PRIVATE_STANDALONE_CONFIG`, as that
 * generated file does: a standalone folder has no next.config.ts, and Next's custom-server API has
 * no other way to pass it), and sets NEXT_RUNTIME to 'nodejs' as the `next` command does (the
 * instrumentation hook reads it). Those two are Next's own contract with its generated server; the
 * npm-start spec and the image, durability and rehearsal lanes fail at once if it changes.
 * It listens at once and logs "Ready in"; requests that arrive while Next prepares (the database
 * opens in the instrumentation hook) wait for it, as with `next start`.
 *   NEXT_DIST_DIR       the build folder (default .next)
 *   PORT, HOSTNAME      the address (default 3000 on every IPv4 interface; HOSTNAME=:: for IPv6 too)
 *   KEEP_ALIVE_TIMEOUT  idle connection lifetime in ms (Node's default when unset)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guardExpectContinue, refuseOversizedBody } from './lib/security/body-guard.mjs';

/**
 * Where this entry waits for the hooks: a function at this registered symbol, which
 * lib/server-hooks.ts calls with them from the instrumentation hook (one per process).
 */
export const SERVER_HOOKS_KEY = Symbol.for('packaging-site.server-hooks');

/** How long after Next is prepared the hooks may take to arrive (they are registered first thing). */
const HOOKS_TIMEOUT_MS = 60_000;

/** The hooks, once the instrumentation hook hands them over (it runs while Next prepares, and may finish after). */
function receiveHooks() {
  return new Promise((resolve) => {
    globalThis[SERVER_HOOKS_KEY] = resolve;
  });
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

function failed(res, error) {
  console.error(error);
  if (res.headersSent) res.destroy();
  else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Internal Server Error\n');
}

/**
 * The HTTP server in front of Next. `site` is `{ handle, hooks }` (Next's request handler and the
 * app's hooks) or a promise of it; until it resolves, requests past the body guard wait.
 */
export function createSiteServer(site) {
  let ready = null;
  const pending = Promise.resolve(site).then((value) => (ready = value));
  pending.catch(() => {});
  const serve = ({ handle, hooks }, req, res) => {
    if (hooks.refuse(req, res)) return;
    hooks.prepare(req, res);
    Promise.resolve(handle(req, res)).catch((error) => failed(res, error));
  };
  const server = http.createServer((req, res) => {
    if (refuseOversizedBody(req, res)) return;
    if (ready) serve(ready, req, res);
    else pending.then((value) => serve(value, req, res)).catch((error) => failed(res, error));
  });
  guardExpectContinue(server);
  server.on('connect', (req, socket) => {
    pending.then(({ hooks }) => hooks.connect(req, socket)).catch(() => socket.destroy());
  });
  return server;
}

/** The address and keep-alive from the environment, as Next's standalone server reads them. */
export function serverSettings(env) {
  const keepAlive = Number.parseInt(env.KEEP_ALIVE_TIMEOUT ?? '', 10);
  return {
    port: Number.parseInt(env.PORT ?? '', 10) || 3000,
    hostname: env.HOSTNAME || '0.0.0.0',
    keepAliveTimeout: Number.isFinite(keepAlive) && keepAlive >= 0 ? keepAlive : undefined,
  };
}

/** Starts the site from the build in `dir` (this file's folder by default); resolves once listening. */
export async function startSiteServer({ dir = HERE, env = process.env } = {}) {
  const started = performance.now();
  process.chdir(dir);
  process.env.NODE_ENV = 'production';
  const distDir = env.NEXT_DIST_DIR || '.next';
  const manifest = path.join(dir, distDir, 'required-server-files.json');
  if (!fs.existsSync(manifest))
    throw new Error(`${path.join(distDir, 'required-server-files.json')} is missing: run \`npm run build\` first`);
  const { config } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  process.env.NEXT_RUNTIME = 'nodejs';
  const { port, hostname, keepAliveTimeout } = serverSettings(env);
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port });

  const hooks = receiveHooks();
  const site = app.prepare().then(async () => {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the server hooks were not registered (instrumentation-node.ts did not run)')),
        HOOKS_TIMEOUT_MS,
      );
    });
    try {
      return { handle: app.getRequestHandler(), hooks: await Promise.race([hooks, late]) };
    } finally {
      clearTimeout(timer);
    }
  });
  const server = createSiteServer(site);
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  console.log(
    `✓ Ready in ${Math.round(performance.now() - started)}ms on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`,
  );
  site.catch((error) => {
    console.error(error);
    process.exit(1);
  });
  return { server, site };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startSiteServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
