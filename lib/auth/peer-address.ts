import http from 'node:http';
import https from 'node:https';
import { PEER_ADDRESS_HEADER } from './client-ip';

type Emit = (event: string | symbol, ...args: unknown[]) => boolean;
const marker = Symbol.for('packaging.peerAddressHeader');

/**
 * Route handlers on Node get no socket (NextRequest has no `ip` since Next 15), so the server's
 * 'request' event is wrapped once per process to write the socket's address into
 * `PEER_ADDRESS_HEADER`, overwriting whatever the client sent under that name.
 */
export function installPeerAddressHeader(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Record<symbol | 'emit', unknown>[]) {
    if (proto[marker]) continue;
    const original = proto.emit as Emit;
    proto.emit = function patchedEmit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event === 'request') stampPeerAddress(args[0] as http.IncomingMessage);
      return original.call(this, event, ...args);
    };
    proto[marker] = true;
  }
}

export function stampPeerAddress(req: http.IncomingMessage): void {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_ADDRESS_HEADER] = address.replace(/^::ffff:/, '');
  else delete req.headers[PEER_ADDRESS_HEADER];
}
