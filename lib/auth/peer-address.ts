import type http from 'node:http';
import { PEER_ADDRESS_HEADER } from './client-ip';

/**
 * Route handlers on Node get no socket (NextRequest has no `ip` since Next 15), so the server entry
 * (server.mjs, through lib/server-hooks.ts) writes the socket's address into `PEER_ADDRESS_HEADER`
 * on every request before Next sees it, overwriting whatever the client sent under that name.
 */
export function stampPeerAddress(req: http.IncomingMessage): void {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_ADDRESS_HEADER] = address.replace(/^::ffff:/, '');
  else delete req.headers[PEER_ADDRESS_HEADER];
}
