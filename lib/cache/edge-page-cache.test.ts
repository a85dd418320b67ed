import type { CacheEntryType, CacheValue, IncrementalCache } from '@opennextjs/aws/types/overrides.js';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { BLOG_TAGS } from '@/lib/blog/tags';
import { HARD_LIFETIME_TAG, LIFETIME_UNTIL_PREFIX, isNotFoundValue, notFoundAware, pastHardLifetime } from './edge-page-cache';

/** A store with the IncrementalCache interface, in memory (miniflare's R2 stands behind it in the lane). */
function memoryCache(): IncrementalCache & { keys: () => string[] } {
  const store = new Map<string, unknown>();
  const id = (key: string, type?: CacheEntryType) => `${type ?? 'cache'}:${key}`;
  return {
    name: 'memory',
    keys: () => [...store.keys()],
    get: async (key, type) => (store.has(id(key, type)) ? (store.get(id(key, type)) as never) : null),
    set: async (key, value, type) => void store.set(id(key, type), { value, lastModified: Date.now() }),
    delete: async (key) => void store.delete(id(key)),
  };
}

const page = (status: number) => ({ type: 'app', html: '<p>', rsc: '', meta: { status } }) as unknown as CacheValue<'cache'>;
const lookup = (body: string) =>
  ({ kind: 'FETCH', data: { body, headers: {}, url: '' }, revalidate: 60 }) as unknown as CacheValue<'fetch'>;

describe('the Worker page cache without 404s', () => {
  it('recognises 404 renders and empty lookups', () => {
    expect(isNotFoundValue(page(404), 'cache')).toBe(true);
    expect(isNotFoundValue(page(200), 'cache')).toBe(false);
    expect(isNotFoundValue(lookup('null'), 'fetch')).toBe(true);
    expect(isNotFoundValue(lookup('{"id":1}'), 'fetch')).toBe(false);
  });

  it('stores found pages, skips new 404s, and lets a 404 replace a page that existed', async () => {
    const inner = memoryCache();
    const cache = notFoundAware(inner);
    await cache.set('/product/987654', page(404));
    await cache.set('product-987654', lookup('null'), 'fetch');
    expect(inner.keys()).toEqual([]);
    await cache.set('/product/1', page(200));
    await cache.set('/product/1', page(404));
    expect(((await inner.get('/product/1')) as { value: { meta: { status: number } } }).value.meta.status).toBe(404);
  });
});

describe('scheduled publishing on the Worker', () => {
  const scheduled = (revalidate: number) =>
    ({ type: 'app', html: '', meta: { status: 200, headers: { 'x-next-cache-tags': `a,${HARD_LIFETIME_TAG}` } }, revalidate }) as unknown;

  it('uses the tag of the Node caches', () => {
    expect(HARD_LIFETIME_TAG).toBe(createRequire(import.meta.url)('./hard-lifetime.cjs').HARD_LIFETIME_TAG);
    expect(LIFETIME_UNTIL_PREFIX).toBe(createRequire(import.meta.url)('./hard-lifetime.cjs').LIFETIME_UNTIL_PREFIX);
    expect(BLOG_TAGS.scheduleUntil(new Date(5_000))).toBe(`${LIFETIME_UNTIL_PREFIX}5000`);
  });

  it('ends the page at its scheduled moment even when it was stored seconds after its render', () => {
    // Rendered at 1 s with the post due at 31 s (revalidate 30), stored at 4 s after a slow render.
    const page = {
      type: 'app',
      meta: { headers: { 'x-next-cache-tags': `a,${HARD_LIFETIME_TAG},${LIFETIME_UNTIL_PREFIX}31000` } },
      revalidate: 30,
    };
    expect(pastHardLifetime(page, 4_000, 30_999)).toBe(false);
    expect(pastHardLifetime(page, 4_000, 31_000)).toBe(true);
    expect(pastHardLifetime(page, 4_000, 33_000), 'stored + revalidate would say 34 s').toBe(true);
    const garbled = { ...page, meta: { headers: { 'x-next-cache-tags': `${HARD_LIFETIME_TAG},${LIFETIME_UNTIL_PREFIX}x` } } };
    expect(pastHardLifetime(garbled, 4_000, 33_000)).toBe(false);
    expect(pastHardLifetime(garbled, 4_000, 34_000)).toBe(true);
  });

  it('reads a page past the lifetime that ends at a scheduled post as missing (rendered before answering)', async () => {
    expect(pastHardLifetime(scheduled(30), 1_000, 1_000 + 29_000)).toBe(false);
    expect(pastHardLifetime(scheduled(30), 1_000, 1_000 + 30_000)).toBe(true);
    const plain = { type: 'app', meta: { headers: { 'x-next-cache-tags': 'a' } }, revalidate: 30 };
    expect(pastHardLifetime(plain, 1_000, 1_000_000)).toBe(false);
    const inner = memoryCache();
    const cache = notFoundAware(inner);
    await cache.set('/blog', scheduled(0) as CacheValue<'cache'>);
    expect(await cache.get('/blog')).toBeNull();
    await cache.set('/blog', scheduled(3600) as CacheValue<'cache'>);
    expect(await cache.get('/blog')).not.toBeNull();
  });
});
