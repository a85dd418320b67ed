/**
 * The visitor's address for throttling and view counting.
 *
 * Without a trusted proxy (`trustProxy` 0/false) it is the TCP peer address and nothing the client
 * sends can change it: Next copies the socket address into X-Forwarded-For only when the request
 * has none (base-server.js `??=`), so the headers are never read. The peer address comes from
 * `PEER_ADDRESS_HEADER`, which the server entry (server.mjs, `stampPeerAddress`) overwrites on every
 * incoming request with `req.socket.remoteAddress`. If it is missing (a host that has no socket
 * and no trusted header), every such request shares one 'unknown' bucket: fail closed.
 *
 * With TRUST_PROXY=N (N proxy hops in front of the server, each appending the address it saw to
 * X-Forwarded-For), the visitor is the N-th entry from the right: entries left of it were written
 * by the client and are ignored.
 */
export const PEER_ADDRESS_HEADER = 'x-peer-address';

export function clientIp(headers: Headers, trustProxy: boolean | number): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, Math.floor(trustProxy));
  if (hops === 0) return headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown';
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than hops: the request skipped a proxy; the left-most is the best we have.
  const ip = forwarded[forwarded.length - hops] ?? forwarded[0];
  return ip || headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown';
}
