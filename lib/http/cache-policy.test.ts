import { describe, expect, it } from 'vitest';
import {
  finalCacheControl,
  NEVER_SHARED_CACHE_CONTROL,
  notModified,
  PUBLIC_PAGE_CACHE_CONTROL,
  SHARED_BOUND_SECONDS,
} from './cache-policy';

describe('finalCacheControl', () => {
  it("gives cached public pages a short shared lifetime instead of Next's year, and browsers nothing", () => {
    for (const current of ['s-maxage=31536000', 's-maxage=86400', 's-maxage=300, stale-while-revalidate=31535700']) {
      expect(finalCacheControl({ status: 200, current, rsc: false })).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    // The stated bound: fresh + stale window, at most 60 s.
    expect(SHARED_BOUND_SECONDS).toBe(60);
  });

  it('never lets a shared cache keep a 4xx or 5xx, whatever the page said', () => {
    for (const status of [400, 403, 404, 410, 413, 429, 500, 503]) {
      for (const current of ['s-maxage=31536000', PUBLIC_PAGE_CACHE_CONTROL, 'public, max-age=31536000, immutable', undefined]) {
        expect(finalCacheControl({ status, current, rsc: false })).toBe(NEVER_SHARED_CACHE_CONTROL);
      }
    }
  });

  it('keeps client-side navigation payloads out of shared caches', () => {
    expect(finalCacheControl({ status: 200, current: 's-maxage=31536000', rsc: true })).toBe('private, no-store');
  });

  it('leaves every other header as the route or Next set it', () => {
    for (const current of [
      'public, max-age=31536000, immutable', // /_next/static
      'public, max-age=2592000, must-revalidate', // /_next/image
      'public, max-age=300', // feeds
      'private, no-cache, no-store, max-age=0, must-revalidate', // dynamic pages (admin, login)
      'private, no-store',
      'no-store', // redirects from middleware
    ]) {
      expect(finalCacheControl({ status: 200, current, rsc: false })).toBeUndefined();
    }
    expect(finalCacheControl({ status: 200, current: undefined, rsc: false })).toBeUndefined();
    expect(finalCacheControl({ status: 307, current: 's-maxage=31536000', rsc: false })).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});

describe('notModified', () => {
  const etag = '"abc"';
  it('matches the ETag among the listed ones, weakly, or *', () => {
    expect(notModified({ ifNoneMatch: '"abc"', requestCacheControl: undefined, etag })).toBe(true);
    expect(notModified({ ifNoneMatch: '"x", W/"abc"', requestCacheControl: undefined, etag })).toBe(true);
    expect(notModified({ ifNoneMatch: '*', requestCacheControl: undefined, etag })).toBe(true);
  });
  it('does not match another tag, a missing header, or a request that bypasses caches', () => {
    expect(notModified({ ifNoneMatch: '"abd"', requestCacheControl: undefined, etag })).toBe(false);
    expect(notModified({ ifNoneMatch: undefined, requestCacheControl: undefined, etag })).toBe(false);
    expect(notModified({ ifNoneMatch: '"abc"', requestCacheControl: 'no-cache', etag })).toBe(false);
    expect(notModified({ ifNoneMatch: '"abc"', requestCacheControl: undefined, etag: undefined })).toBe(false);
  });
});
