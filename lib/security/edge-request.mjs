/**
 * What the Node server does to every request before Next sees it, done on the Cloudflare Workers
 * host by the Worker's entry (workers/entry.ts) instead: workerd runs no server.mjs and has no
 * socket to read an address from.
 *
 * - The request rules both hosts share (request-rules.ts), in one call: 405 for a method the site
 *   does not use, 400 for an address that does not decode, 405 for a POST to a page without a
 *   Server Action, and the body limits (body-limits.mjs, the Node body guard's table) applied to
 *   the request headers before OpenNext reads the body (middleware would only see it after Next
 *   copied it).
 * - The visitor's address: on Node, the server entry (server.mjs) stamps the socket's address into
 *   `x-peer-address` (lib/auth/client-ip.ts), overwriting what a client sent. A Worker has no
 *   socket; Cloudflare's edge writes the visitor's address into `CF-Connecting-IP` and overwrites
 *   any client value. It is copied only when TRUST_CF_CONNECTING_IP says the Worker is reached
 *   through Cloudflare (a Worker served some other way would take a header the client wrote);
 *   otherwise the header is removed and every visitor shares the 'unknown' bucket: fail closed.
 *
 * - Cache-Control: the Node server rewrites it as each response leaves (lib/http/cache-headers.ts, through server.mjs);
 *   here `finishEdgeResponse` applies the same rule (lib/http/cache-policy.ts) to the Worker's answer.
 *
 * Plain JavaScript (the entry is not type-checked: it imports OpenNext's generated worker).
 */
import { finalCacheControl } from '../http/cache-policy.ts';
import { requestRefusal } from './request-rules.ts';

/** The header lib/auth/client-ip.ts reads the visitor's address from (a higher layer; the test checks they agree). */
export const PEER_ADDRESS_HEADER = 'x-peer-address';

/**
 * The request's headers as the body limits read them. workerd does not hand a Worker the
 * Transfer-Encoding header: a body that came without a length shows as a body and no
 * Content-Length, which is what `chunked` means to the limits.
 */
function bodyHeaders(request) {
  return {
    get(name) {
      const value = request.headers.get(name);
      if (name !== 'transfer-encoding' || value !== null) return value;
      return request.body !== null && request.headers.get('content-length') === null ? 'chunked' : null;
    },
  };
}

/** Whether the Worker's settings say requests come through Cloudflare's edge. */
export function trustsCfConnectingIp(env) {
  return ['1', 'true'].includes(
    String(env?.TRUST_CF_CONNECTING_IP ?? '')
      .trim()
      .toLowerCase(),
  );
}

/**
 * `{ response }` (411/413, the body unread) or `{ request }`: the request to hand to OpenNext, with
 * `x-peer-address` set from CF-Connecting-IP when trusted and removed otherwise.
 */
export function guardEdgeRequest(request, env) {
  const refusal = requestRefusal(request.method, request.url, bodyHeaders(request));
  if (refusal) {
    const body = request.method === 'HEAD' ? null : refusal.body;
    return { response: new Response(body, { status: refusal.status, headers: refusal.headers }) };
  }
  const headers = new Headers(request.headers);
  const address = trustsCfConnectingIp(env) ? headers.get('cf-connecting-ip')?.trim() : '';
  if (address) headers.set(PEER_ADDRESS_HEADER, address);
  else headers.delete(PEER_ADDRESS_HEADER);
  return { request: new Request(request, { headers }) };
}

/** The Worker's answer with the Cache-Control the Node server would have sent (see the top). */
export function finishEdgeResponse(request, response) {
  const rsc = request.headers.get('rsc') === '1' || (response.headers.get('content-type') ?? '').startsWith('text/x-component');
  const current = response.headers.get('cache-control') ?? undefined;
  const next = finalCacheControl({ status: response.status, current, rsc });
  if (next === undefined || next === current) return response;
  const finished = new Response(response.body, response);
  finished.headers.set('Cache-Control', next);
  return finished;
}
