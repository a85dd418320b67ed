import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { stampPeerAddress } from './auth/peer-address';
import { applyCachePolicyOnWrite } from './http/cache-headers';
import { refuseConnect, refuseRequest } from './security/method-guard';

/**
 * What the server entry (server.mjs) does to each request around Next, written in TypeScript
 * inside the app so it shares the app's modules (request rules, messages, cache policy). server.mjs
 * is plain JavaScript that Node runs as it is, so it cannot import these modules itself: it puts a
 * receiver at SERVER_HOOKS_KEY before Next prepares, and the instrumentation hook (which Next runs
 * while preparing) hands it the hooks. Requests wait for them; without them within a minute the
 * entry stops. Under `next dev` there is no receiver, and nothing is registered.
 */
export type ServerHooks = {
  /** Answers a request Next must not see (method, malformed address, a POST to a page without an action): true when answered. */
  refuse(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** Before Next: the socket's address into the peer header, the cache policy onto the response. */
  prepare(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** A CONNECT request: 405, as for the other methods the site does not answer. */
  connect(req: http.IncomingMessage, socket: Duplex): void;
};

/** Where server.mjs puts its receiver (a registered symbol: the same in every module graph of the process). */
export const SERVER_HOOKS_KEY = Symbol.for('packaging-site.server-hooks');

export const serverHooks: ServerHooks = {
  refuse: refuseRequest,
  prepare(req, res) {
    stampPeerAddress(req);
    applyCachePolicyOnWrite(res);
  },
  connect: refuseConnect,
};

/** Hands the hooks to the server entry, when one is waiting for them. */
export function registerServerHooks(): void {
  const receive = (globalThis as Record<symbol, unknown>)[SERVER_HOOKS_KEY];
  if (typeof receive === 'function') receive(serverHooks);
}
