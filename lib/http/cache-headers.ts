import http from 'node:http';
import { finalCacheControl } from './cache-policy';

type WriteHead = (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) => http.ServerResponse;
const marker = Symbol.for('packaging.cachePolicy');

/**
 * Applies lib/http/cache-policy.ts to every response of this process. It has to sit at the last
 * moment before the headers leave: public pages skip middleware (they stay static), next.config
 * `headers()` cannot tell a 404 from a found page, and Next writes its `s-maxage` while sending.
 * Node's `writeHead` is the one place that sees the final status and headers of every response
 * (pages, not-found and error renders, route handlers, static files); an implicit header write
 * (first `write`/`end`) goes through it too.
 */
export function installCachePolicy(): () => void {
  const proto = http.ServerResponse.prototype as unknown as Record<symbol | 'writeHead', unknown>;
  if (proto[marker]) return () => {};
  const original = proto.writeHead as WriteHead;
  proto.writeHead = function patchedWriteHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    applyCachePolicy(this, statusCode, rest);
    return original.call(this, statusCode, ...rest);
  };
  proto[marker] = true;
  // For tests, which share their process with other test files.
  return () => {
    proto.writeHead = original;
    delete proto[marker];
  };
}

/** Rewrites Cache-Control on `res` (and in headers passed to writeHead) per the policy. */
export function applyCachePolicy(res: http.ServerResponse, statusCode: number, rest: unknown[] = []): void {
  if (res.headersSent) return;
  // writeHead(status, [reason], [headers]): headers given here win over setHeader's.
  const given = rest.find((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
  const givenKey = given && Object.keys(given).find((k) => k.toLowerCase() === 'cache-control');
  const raw = givenKey ? given[givenKey] : res.getHeader('cache-control');
  const current = raw === undefined ? undefined : String(raw);
  // Next removes the RSC request header before rendering; the payload's content type remains.
  const rsc = res.req?.headers?.rsc === '1' || String(res.getHeader('content-type') ?? '').startsWith('text/x-component');
  const next = finalCacheControl({ status: statusCode, current, rsc });
  if (next === undefined) return;
  if (given && givenKey) given[givenKey] = next;
  res.setHeader('Cache-Control', next);
}
