/**
 * The Node server's body guard: refuses a request whose body is over its path's limit (413), or
 * that brings a body without a length where one is required (411), from the request headers alone,
 * before Next sees the request. Next copies the body of every request middleware sees (up to
 * proxyClientMaxBodySize, see next.config.ts) and waits for all of it before answering, so a check in middleware comes too
 * late: it neither saves the memory nor spares the upload.
 *
 * The server entry (server.mjs) asks it first for every request. Plain JavaScript with no TypeScript
 * import, so Node loads it as it is, in the repository and in the standalone folder (which carries
 * a copy, see next.config.ts).
 */
import { bodyRefusal, requestBodyStatus } from './body-limits.mjs';

/**
 * How long a refused connection may keep sending before it is closed. The answer is complete on
 * the wire at once; closing while body bytes still arrive makes the kernel reset the connection,
 * and a client may then lose the answer before reading it. The bytes are discarded, never kept.
 */
export const LINGER_MS = 2000;

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
