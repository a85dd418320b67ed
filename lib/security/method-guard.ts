import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { methodRefusal, requestRefusal, type Refusal } from './request-rules';

/**
 * Applies the request rules both hosts share (./request-rules.ts: 405 with `Allow` for a method the
 * site does not answer, 400 for a malformed address, 405 for a POST to a page that takes none)
 * before Next sees the request; true when it answered. The server entry (server.mjs) asks it for
 * every request: public pages skip middleware (the matcher), so a check there would not cover
 * them, nor `_next/static`; and Next answers TRACE with 500 before middleware runs.
 */
export function refuseRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const refusal = requestRefusal(req.method ?? '', req.url ?? '/');
  if (!refusal) return false;
  answer(req, res, refusal);
  return true;
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const body = refusal.body === null ? null : Buffer.from(refusal.body);
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': String(body?.length ?? 0), Connection: 'close' });
  res.end(req.method === 'HEAD' ? undefined : (body ?? undefined));
  req.resume(); // a body, if any, is read and dropped, never kept
}

/**
 * Node answers CONNECT through a separate 'connect' event, destroying the socket when nobody
 * listens: the server entry listens with this, so the client gets the same 405 as for TRACE.
 */
export function refuseConnect(_req: http.IncomingMessage, socket: Duplex): void {
  const headers = Object.entries({ ...methodRefusal().headers, 'Content-Length': '0', Connection: 'close' }).map(
    ([k, v]) => `${k}: ${v}\r\n`,
  );
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.join('')}\r\n`);
}
