import type http from 'node:http';
import { finalCacheControl, notModified } from './cache-policy';

type WriteHead = (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) => http.ServerResponse;

/**
 * Applies lib/http/cache-policy.ts to this response as its headers leave. It has to sit at the last
 * moment: public pages skip middleware (they stay static), next.config `headers()` cannot tell a
 * 404 from a found page, and Next writes its `s-maxage` while sending. `writeHead` is the one place
 * that sees the final status and headers of every response (pages, not-found and error renders,
 * route handlers, static files); an implicit header write (first `write`/`end`) goes through it
 * too. The server entry (server.mjs) calls this for each request, so the response's own
 * `writeHead` is wrapped: Node's classes are left as they are.
 */
export function applyCachePolicyOnWrite(res: http.ServerResponse): void {
  const original = res.writeHead as unknown as WriteHead;
  const writeHead: WriteHead = function cachePolicyWriteHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = applyCachePolicy(this, statusCode, rest);
    if (status !== statusCode && typeof rest[0] === 'string') rest[0] = 'Not Modified';
    return original.call(this, status, ...rest);
  };
  res.writeHead = writeHead as unknown as http.ServerResponse['writeHead'];
}

/**
 * Rewrites Cache-Control on `res` (and in headers passed to writeHead) per the policy, and answers a
 * conditional GET of a cached page whose ETag the client already has: returns the status to send
 * (304 then; Node drops the body of a 304 by itself).
 */
export function applyCachePolicy(res: http.ServerResponse, statusCode: number, rest: unknown[] = []): number {
  if (res.headersSent) return statusCode;
  // writeHead(status, [reason], [headers]): headers given here win over setHeader's.
  const given = rest.find((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
  singleLocation(res, given);
  const header = (name: string) => {
    const key = given && Object.keys(given).find((k) => k.toLowerCase() === name);
    const raw = key ? given[key] : res.getHeader(name);
    return raw === undefined ? undefined : String(raw);
  };
  const current = header('cache-control');
  // Next removes the RSC request header before rendering; the payload's content type remains.
  const rsc = res.req?.headers?.rsc === '1' || String(header('content-type') ?? '').startsWith('text/x-component');
  const next = finalCacheControl({ status: statusCode, current, rsc });
  if (next !== undefined) {
    const givenKey = given && Object.keys(given).find((k) => k.toLowerCase() === 'cache-control');
    if (given && givenKey) given[givenKey] = next;
    res.setHeader('Cache-Control', next);
  }
  return conditionalStatus(res, statusCode, header('etag'), rsc);
}

/**
 * Next 16 sends a rendered redirect's Location twice on a cache miss (the bare `/product/1` → its
 * slug address). Browsers tolerate two equal values; fetch() and other clients join them into one
 * broken URL (`/product/1/a, /product/1/a`). A response has one target: the first.
 */
function singleLocation(res: http.ServerResponse, given: Record<string, unknown> | undefined): void {
  const own = res.getHeader('location');
  if (Array.isArray(own) && own.length > 1) res.setHeader('Location', own[0]!);
  const key = given && Object.keys(given).find((k) => k.toLowerCase() === 'location');
  const value = key ? given[key] : undefined;
  if (given && key && Array.isArray(value) && value.length > 1) given[key] = value[0];
}

/**
 * A cached page's ETag comes with its cache entry (lib/cache/entry-etag.cjs), shared by the page's
 * HTML and its RSC payload: only the HTML keeps it (a validator names one representation), and a
 * GET or HEAD whose `If-None-Match` names it gets 304.
 */
function conditionalStatus(res: http.ServerResponse, statusCode: number, etag: string | undefined, rsc: boolean): number {
  if (etag === undefined) return statusCode;
  if (rsc) {
    res.removeHeader('ETag');
    return statusCode;
  }
  const req = res.req;
  if (statusCode !== 200 || !req || (req.method !== 'GET' && req.method !== 'HEAD')) return statusCode;
  const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);
  const fresh = notModified({
    ifNoneMatch: single(req.headers['if-none-match']),
    requestCacheControl: single(req.headers['cache-control']),
    etag,
  });
  if (!fresh) return statusCode;
  res.removeHeader('Content-Length'); // of the body a 304 does not carry (Next's own 304 had none)
  return 304;
}
