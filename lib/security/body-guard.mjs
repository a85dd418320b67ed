/**
 * The Node server's body guard: refuses a request whose body is over its path's limit (413), or
 * that brings a body without a length where one is required (411), from the request headers alone,
 * before Next sees the request. Next copies the body of every request middleware sees (up to 45 MB,
 * see next.config.ts) and waits for all of it before answering, so a check in middleware comes too
 * late: it neither saves the memory nor spares the upload.
 *
 * Loaded before the server with `node --import ./lib/security/body-guard-preload.mjs` (`npm start`,
 * the harnesses' SERVER_NODE_FLAGS, the Dockerfile), it wraps the request listener that Next's
 * start-server (used by both `next start` and the standalone server.js) passes to
 * `http.createServer`, so everything else of Next's server (keep-alive, upgrades, graceful exit,
 * PORT/HOSTNAME) stays Next's own.
 */
import http from 'node:http';
import { bodyRefusal, requestBodyStatus } from './body-limits.mjs';

/**
 * How long a refused connection may keep sending before it is closed. The answer is complete on
 * the wire at once; closing while body bytes still arrive makes the kernel reset the connection,
 * and a client may then lose the answer before reading it. The bytes are discarded, never kept.
 */
export const LINGER_MS = 2000;

/** The Node flag that loads the guard, relative to the server's working directory. */
export const BODY_GUARD_FLAG = '--import=./lib/security/body-guard-preload.mjs';

const GUARDED = Symbol.for('packaging-site.body-guard');

/** Node's header object read like fetch `Headers` (a repeated header joined, as fetch does). */
function headerReader(req) {
  return {
    get(name) {
      const value = req.headers[name];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** Answers 411/413 and returns true when the request's body must not be read; else false. */
export function refuseOversizedBody(req, res) {
  const status = requestBodyStatus(req.method ?? 'GET', req.url ?? '/', headerReader(req));
  if (!status) return false;
  const refusal = bodyRefusal(status);
  res.writeHead(status, { ...refusal.headers, 'Content-Length': Buffer.byteLength(refusal.body) });
  res.write(refusal.body);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    res.end();
  };
  const timer = setTimeout(end, LINGER_MS);
  req.once('end', end);
  req.once('error', end);
  req.resume();
  return true;
}

/** The same listener, behind the guard. */
export function withBodyGuard(listener) {
  return function bodyGuard(req, res) {
    if (refuseOversizedBody(req, res)) return undefined;
    return listener.call(this, req, res);
  };
}

/**
 * A request with `Expect: 100-continue` (curl's default for large bodies) is asked for its body
 * only when the guard lets it through, so a refused client never starts sending.
 */
export function guardExpectContinue(server) {
  server.on('checkContinue', (req, res) => {
    if (refuseOversizedBody(req, res)) return;
    res.writeContinue();
    server.emit('request', req, res);
  });
}

/** Makes `http.createServer` put the guard in front of the listener it is given (once). */
export function installBodyGuard(httpModule = http) {
  const original = httpModule.createServer;
  if (original[GUARDED]) return;
  const createServer = function createServer(...args) {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) args[at] = withBodyGuard(args[at]);
    const server = original.apply(this, args);
    if (at >= 0) guardExpectContinue(server);
    return server;
  };
  createServer[GUARDED] = true;
  httpModule.createServer = createServer;
}
