/**
 * What a shared cache (a CDN, nginx, Varnish) may do with each response: the one rule, applied to
 * every response the Node server sends (lib/http/cache-headers.ts). Pure, so it is unit-tested alone.
 *
 * - Public pages: Next marks cached (ISR) pages `s-maxage=31536000` because it refreshes them itself
 *   through cache tags; a proxy in front never hears about those refreshes. They are rewritten to a
 *   short shared lifetime: fresh 30 s, then served stale at most 30 s more while the proxy fetches a
 *   new copy. So an admin edit reaches every visitor through such a proxy within 60 s without any
 *   purge (on the next request with the purge of lib/cache/cdn-purge.ts). Browsers keep nothing
 *   (`max-age=0`): a reload asks again.
 * - Client-side navigation payloads of those pages (RSC, `RSC: 1` request header) are not stored by
 *   shared caches: purge-by-URL cannot reach their `?_rsc=` variants, and many CDNs ignore `Vary`.
 * - Every 4xx/5xx answer is `private, no-store`: a 404 for a product id that does not exist yet must
 *   not outlive its creation, and an error page must not outlive the error.
 * - Everything else keeps what Next or the route set (static assets immutable for a year, photos
 *   long-lived, admin pages `private, no-store`, feeds their own max-age).
 */

export const SHARED_FRESH_SECONDS = 30;
export const SHARED_STALE_SECONDS = 30;
/** The longest an edit can stay invisible behind a cache that honours the headers (no purge). */
export const SHARED_BOUND_SECONDS = SHARED_FRESH_SECONDS + SHARED_STALE_SECONDS;

export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
export const NEVER_SHARED_CACHE_CONTROL = 'private, no-store';
/** Feeds: feed readers may keep them 5 minutes, shared caches only as long as a page. */
export const FEED_CACHE_CONTROL = `public, max-age=300, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

// The shapes Next's getCacheControlHeader gives cached pages: `s-maxage=N` with an optional
// `stale-while-revalidate=M` (dynamic pages start with `private`, which never matches).
const NEXT_ISR_HEADER = /^s-maxage=\d+(?:,\s*stale-while-revalidate=\d+)?$/;

export type CachePolicyInput = {
  status: number;
  /** The Cache-Control the response carries so far (Next's, a route's, or none). */
  current: string | undefined;
  /** The request asked for an RSC payload (client-side navigation or prefetch). */
  rsc: boolean;
};

/** The Cache-Control to send, or `undefined` to leave the response as it is. */
export function finalCacheControl({ status, current, rsc }: CachePolicyInput): string | undefined {
  if (status >= 400) return NEVER_SHARED_CACHE_CONTROL;
  if (current === undefined || !NEXT_ISR_HEADER.test(current.trim())) return undefined;
  return rsc ? NEVER_SHARED_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
}

/**
 * Whether a conditional GET may be answered 304: the request's `If-None-Match` names the response's
 * ETag (weak comparison, RFC 9110 13.1.2) or is `*`, and the request does not ask to bypass caches
 * (`Cache-Control: no-cache`, as Next's own check did).
 */
export function notModified({
  ifNoneMatch,
  requestCacheControl,
  etag,
}: {
  ifNoneMatch: string | undefined;
  requestCacheControl: string | undefined;
  etag: string | undefined;
}): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (requestCacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(requestCacheControl)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
