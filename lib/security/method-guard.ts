import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { methodRefusal, requestRefusal, type Refusal } from './request-rules';

type Emit = (event: string | symbol, ...args: unknown[]) => boolean;
const marker = Symbol.for('packaging.methodGuard');

/**
 * Applies the request rules both hosts share (./request-rules.ts: 405 with `Allow` for a method the
 * site does not answer, 400 for a malformed address, 405 for a POST to a page that takes none)
 * before Next sees the request. Public pages skip middleware (the matcher), so a check there would
 * not cover them, nor `_next/static`; and Next answers TRACE with 500 before middleware runs (see
 * ./request-rules.ts). Node answers CONNECT through a separate 'connect' event, destroying the
 * socket when nobody listens: a listener is added to each server on its first connection so the
 * client gets the same 405.
 */
export function installMethodGuard(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Record<symbol | 'emit', unknown>[]) {
    if (proto[marker]) continue;
    const original = proto.emit as Emit;
    proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
      if (event === 'connection' && this.listenerCount('connect') === 0) this.on('connect', refuseConnect);
      if (event === 'request') {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
        const refusal = requestRefusal(req.method ?? '', req.url ?? '/');
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

function answer(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const body = refusal.body === null ? null : Buffer.from(refusal.body);
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': String(body?.length ?? 0), Connection: 'close' });
  res.end(req.method === 'HEAD' ? undefined : (body ?? undefined));
  req.resume();
}

function refuseConnect(_req: http.IncomingMessage, socket: Duplex): void {
  const headers = Object.entries({ ...methodRefusal().headers, 'Content-Length': '0', Connection: 'close' }).map(
    ([k, v]) => `${k}: ${v}\r\n`,
  );
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.join('')}\r\n`);
}
