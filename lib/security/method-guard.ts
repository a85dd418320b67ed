import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { requestRefusal, type Refusal } from './request-rules';

type Emit = (event: string | symbol, ...args: unknown[]) => boolean;
const marker = Symbol.for('packaging.methodGuard');

/** Every method some page or route handler of this site answers (pages: GET/HEAD, forms and server actions: POST). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? '');
}

const refusal = (): Record<string, string> => ({
  Allow: ALLOW_HEADER,
  'Cache-Control': 'no-store',
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Length': '0',
});

/**
 * Answers 405 with `Allow` for any other method, before Next sees the request, and applies the
 * request rules both hosts share (./request-rules.ts: a malformed address, a POST to a page that
 * takes none). Next builds a fetch
 * `Request` for middleware and route handlers, and the fetch standard forbids TRACE, TRACK and
 * CONNECT there: the constructor throws and Next answered 500. Public pages skip middleware (the
 * matcher), so a check there would not cover them, nor `_next/static`. Node answers CONNECT
 * through a separate 'connect' event, destroying the socket when nobody listens: a listener is
 * added to each server on its first connection so the client gets the same 405.
 */
export function installMethodGuard(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Record<symbol | 'emit', unknown>[]) {
    if (proto[marker]) continue;
    const original = proto.emit as Emit;
    proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
      if (event === 'connection' && this.listenerCount('connect') === 0) this.on('connect', refuseConnect);
      if (event === 'request') {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
        if (!isAllowedMethod(req.method)) {
          refuseRequest(req, res);
          return true;
        }
        // A malformed address (400) or a POST to a page without a Server Action (405): ./request-rules.ts.
        const refusal = requestRefusal(req.method ?? 'GET', req.url ?? '/');
        if (refusal) {
          answer(req, res, refusal);
          return true;
        }
      }
      return original.call(this, event, ...args);
    };
    proto[marker] = true;
  }
}

function refuseRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(405, { ...refusal(), Connection: 'close' });
  res.end();
  req.resume(); // a body, if any, is read and dropped, never kept
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const body = refusal.body === null ? null : Buffer.from(refusal.body);
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': String(body?.length ?? 0), Connection: 'close' });
  res.end(req.method === 'HEAD' ? undefined : (body ?? undefined));
  req.resume();
}

function refuseConnect(_req: http.IncomingMessage, socket: Duplex): void {
  const headers = Object.entries({ ...refusal(), Connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.join('')}\r\n`);
}
